import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";

interface DialogProps {
  open: boolean;
  /** Escape, or a button of the dialog, asks to close; the owner sets `open` to false. */
  onClose(): void;
  title: ReactNode;
  /** Changing it (a step of a multi-step dialog) moves the focus into the new content. */
  stepKey?: string;
  /** Used for destructive confirmations: the title turns red. */
  tone?: "default" | "danger";
  /** Accessible name of a × button in the corner that asks to close, as Escape does. */
  closeLabel?: string;
  /** The same height whatever the content (a question runner that must not jump). */
  fixedHeight?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  "a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

const isVisible = (element: HTMLElement) => element.getClientRects().length > 0;

/** The controls Tab can reach in the dialog now (hidden steps excluded). */
const focusableIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isVisible);

/**
 * A modal dialog on the native <dialog> element: the page behind is inert (focus stays inside),
 * Escape closes it, its title labels it, and on closing the focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  stepKey,
  tone = "default",
  closeLabel,
  fixedHeight = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // Closing, or unmounting while open, gives the focus back to what opened the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      returnFocusTo.current?.focus();
    };
  }, [open]);

  // Each step starts with the focus on its first field or button (the least destructive choice comes
  // first in a confirmation), never lost on <body>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the step changes.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const first =
      [...dialog.querySelectorAll<HTMLElement>("[data-autofocus]")].find(isVisible) ??
      focusableIn(dialog)[0];
    first?.focus();
  }, [open, stepKey]);

  // The page behind is inert, but Tab past the last control would leave for the browser's own
  // toolbar: it goes round inside the dialog instead.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const controls = focusableIn(event.currentTarget);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        // Escape: the owner decides (it may be busy), the browser does not close on its own.
        event.preventDefault();
        onClose();
      }}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-veil/60",
        fixedHeight && "h-[min(46rem,calc(100dvh-2rem))]",
      )}
    >
      {open ? (
        <div className="relative p-5 sm:p-6">
          <h2
            id={titleId}
            className={cn(
              "text-xl font-bold",
              closeLabel && "pr-10",
              tone === "danger" ? "text-red-800" : "text-slate-900",
            )}
          >
            {title}
          </h2>
          <div className="mt-3">{children}</div>
          {/* Last in the focus order, so a step starts on its own first control. */}
          {closeLabel ? (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:top-4 sm:right-4"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the bottom of a dialog: stacked on phones, side by side otherwise. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}
