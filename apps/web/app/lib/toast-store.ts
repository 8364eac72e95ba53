import { TOAST_DURATION_MS } from "@cc/contracts/constants";
import { useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "warning" | "info";

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string | undefined;
  duration: number;
  persistent: boolean;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  /** Milliseconds before it goes; 5 s by default, 7 s for errors (spec section 9). */
  duration?: number;
  /** Stays until closed by hand. */
  persistent?: boolean;
}

type Listener = () => void;

/**
 * The generic toast queue (spec: "Generic toast"). A plain store so non-React code (the API
 * client) can raise toasts; components read it with useToasts().
 */
export function createToastStore(schedule = setTimeout, cancel = clearTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const remove = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  };

  return {
    add(input: ToastInput): number {
      const toast: Toast = {
        id: nextId++,
        type: input.type,
        message: input.message,
        title: input.title,
        duration:
          input.duration ??
          (input.type === "error" ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default),
        persistent: input.persistent ?? false,
      };
      // The same message twice in a row (e.g. several requests failing at once) shows once.
      if (toasts.some((t) => t.message === toast.message && t.type === toast.type)) return 0;
      toasts = [...toasts, toast];
      if (!toast.persistent) {
        timers.set(
          toast.id,
          schedule(() => remove(toast.id), toast.duration),
        );
      }
      emit();
      return toast.id;
    },
    remove,
    clear() {
      for (const timer of timers.values()) cancel(timer);
      timers.clear();
      toasts = [];
      emit();
    },
    list: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toasts = createToastStore();

export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
