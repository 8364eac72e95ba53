/** Grey placeholder blocks shaped like an app page, shown while it loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto w-full max-w-4xl animate-pulse p-4 sm:p-6"
    >
      <span className="sr-only">{label}</span>
      <div className="mb-6 h-8 w-2/3 rounded bg-slate-200 sm:w-1/3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="h-28 rounded-xl bg-slate-200" />
        <div className="h-28 rounded-xl bg-slate-200" />
        <div className="h-28 rounded-xl bg-slate-200" />
      </div>
      <div className="mt-6 space-y-3">
        <div className="h-4 rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-4/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}
