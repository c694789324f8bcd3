/** A row's command errors, announced and kept in the row until its next command. */
export function RowErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p role="alert" className="mt-1 text-xs font-medium text-error">
      {messages.join(". ")}
    </p>
  );
}
