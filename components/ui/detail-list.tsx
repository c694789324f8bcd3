/**
 * A read-only list of label/value pairs (view dialogs, the hose page). A server component of its
 * own, so a page showing one does not load the dialog forms' client module (and Radix) with it.
 */
export function DetailList({
  items,
  notSet = "Not set",
}: {
  items: Array<{ label: string; value: React.ReactNode }>;
  /** What an empty value reads, in the page's language. */
  notSet?: string;
}) {
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {items.map((i) => (
        <div key={i.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-muted">{i.label}</dt>
          <dd className="text-sm sm:col-span-2">{i.value ?? <span className="text-muted">{notSet}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
