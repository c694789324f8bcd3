/** The loading state of a list screen (loading.tsx): the shape of the list while it loads. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  const bar = "animate-pulse rounded bg-line/70";
  return (
    <div className="space-y-6" role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Loading</span>
      <div className="flex items-end justify-between gap-4">
        <div className={`h-8 w-48 ${bar}`} />
        <div className={`hidden h-11 w-40 sm:block ${bar}`} />
      </div>
      <div className="rounded-xl border border-line bg-surface p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className={`h-11 ${bar}`} />
          <div className={`h-11 ${bar}`} />
        </div>
      </div>
      <div className={`h-4 w-56 ${bar}`} />
      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        <div className="h-11 border-b border-line bg-canvas/60" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex gap-4 border-b border-line px-4 py-4 last:border-0">
            <div className={`h-4 w-1/4 ${bar}`} />
            <div className={`h-4 w-1/5 ${bar}`} />
            <div className={`h-4 w-1/6 ${bar}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
