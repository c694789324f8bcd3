/** A list of error messages, announced to screen readers. */
export function ErrorList({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-error/40 bg-red-50 p-4 text-error">
      {title ? <p className="mb-1 font-semibold">{title}</p> : null}
      <ul className="list-inside list-disc space-y-1">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
