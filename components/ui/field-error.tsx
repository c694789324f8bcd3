/** The messages of one field, announced and referenced by the input's aria-describedby. */
export function FieldError({ id, messages }: { id?: string; messages?: string[] }) {
  if (!id || !messages?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-error">
      {messages.join(". ")}
    </p>
  );
}

export function describedBy(...ids: Array<string | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}
