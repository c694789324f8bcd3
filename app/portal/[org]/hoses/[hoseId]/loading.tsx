/** SPEC §2.5 HoseDetail: the title reads 'Loading' until the hose is there. */
export default function Loading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <h1 className="text-2xl font-semibold tracking-tight">Loading</h1>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-lg bg-line/60" />
        ))}
      </div>
    </div>
  );
}
