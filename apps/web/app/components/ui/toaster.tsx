import { useTranslation } from "react-i18next";
import { type ToastType, toasts, useToasts } from "../../lib/toast-store";

const STYLES: Record<ToastType, { box: string; icon: string }> = {
  success: { box: "border-green-300 bg-green-50 text-green-900", icon: "✓" },
  error: { box: "border-red-300 bg-red-50 text-red-900", icon: "!" },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", icon: "!" },
  info: { box: "border-sky-300 bg-sky-50 text-sky-900", icon: "i" },
};

/** The generic toasts, top right on wide screens and across the top on phones. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useToasts();
  return (
    <section
      aria-label={t("toast.region")}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2 sm:inset-x-auto sm:right-4 sm:top-4 sm:items-end"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-3 shadow-lg ${STYLES[toast.type].box}`}
          data-toast-type={toast.type}
        >
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border border-current text-xs font-bold"
          >
            {STYLES[toast.type].icon}
          </span>
          <div className="min-w-0 flex-1">
            {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
            <p className="break-words">{toast.message}</p>
          </div>
          <button
            type="button"
            onClick={() => toasts.remove(toast.id)}
            className="-m-1 grid size-8 shrink-0 place-items-center rounded hover:bg-black/5"
            aria-label={t("toast.close")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
