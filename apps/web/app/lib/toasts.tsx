import { TOAST_DURATION_MS } from "@cc/contracts/constants";
import { toast } from "sonner";
import { ToastCard } from "../components/ui/toaster";

export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  /** Milliseconds before it goes; 5 s by default, 7 s for errors (spec section 9). */
  duration?: number;
  /** Stays until closed by hand. */
  persistent?: boolean;
}

/**
 * The generic toasts (spec: "Generic toast"), queued and timed by sonner. Plain functions, so code
 * outside React (the query caches) can raise them. The message is the toast's id: the same message
 * raised again while it shows (several requests failing at once) stays one toast.
 */
export const toasts = {
  add(input: ToastInput): string {
    const id = `${input.type}:${input.message}`;
    const duration = input.persistent
      ? Number.POSITIVE_INFINITY
      : (input.duration ??
        (input.type === "error" ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default));
    toast.custom(
      (toastId) => (
        <ToastCard
          type={input.type}
          title={input.title}
          message={input.message}
          onClose={() => toast.dismiss(toastId)}
        />
      ),
      { id, duration },
    );
    return id;
  },
  remove: (id: string) => toast.dismiss(id),
  clear: () => toast.dismiss(),
};
