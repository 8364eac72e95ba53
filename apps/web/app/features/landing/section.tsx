import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** One landing section: a band with a centred column, named by its own heading. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("px-4 py-12 sm:py-16", className)}
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id={`${id}-title`}
          className="text-balance text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {title}
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
