import type { ReactNode } from "react";

/** The frame of the sign-in pages: a centred card, full width on a phone. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-3 py-6 sm:px-4 sm:py-12">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-4 text-center text-slate-700">{footer}</div> : null}
      </div>
    </section>
  );
}

export const linkClass =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
