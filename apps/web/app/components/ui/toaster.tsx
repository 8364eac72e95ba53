import { useTranslation } from "react-i18next";
import { Toaster as Sonner } from "sonner";
import { cn } from "../../lib/cn";
import type { ToastType } from "../../lib/toasts";

const STYLES: Record<ToastType, { box: string; icon: string }> = {
  success: { box: "border-green-300 bg-green-50 text-green-900", icon: "✓" },
  error: { box: "border-red-300 bg-red-50 text-red-900", icon: "!" },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", icon: "!" },
  info: { box: "border-sky-300 bg-sky-50 text-sky-900", icon: "i" },
};

/** Where the generic toasts appear: top right on wide screens, across the top on phones. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      position="top-right"
      containerAriaLabel={t("toast.region")}
      visibleToasts={5}
      expand
      toastOptions={{ unstyled: true, className: "w-full" }}
    />
  );
}

/** One toast: errors are alerts, everything else a status, each with a close button. */
export function ToastCard({
  type,
  title,
  message,
  onClose,
}: {
  type: ToastType;
  title?: string | undefined;
  message: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={type === "error" ? "alert" : "status"}
      className={cn(
        "flex w-full items-start gap-3 rounded-lg border p-3 shadow-lg sm:w-(--width)",
        STYLES[type].box,
      )}
      data-toast-type={type}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border border-current text-xs font-bold"
      >
        {STYLES[type].icon}
      </span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className="break-words">{message}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded hover:bg-black/5"
        aria-label={t("toast.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
