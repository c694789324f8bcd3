/**
 * An e-mail address that wraps only where a reader expects it: before the "@" (and, failing
 * that, between the domain's labels or, last, anywhere), never in the middle of a word of a
 * fitting address as `break-all` did ("priya@north.exa / mple").
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className="break-words">{email}</span>;
  const domain = email.slice(at + 1).split(".");
  return (
    <span className="break-words">
      {email.slice(0, at)}
      <wbr />@
      {domain.map((label, i) => (
        <span key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {label}
        </span>
      ))}
    </span>
  );
}
