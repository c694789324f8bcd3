/**
 * A sentence in the page's language whose {name} is drawn in bold, wherever the language puts it
 * ("Delete <b>Acme</b>?", "<b>Acme</b> löschen?").
 */
export function BoldName({ template, name }: { template: string; name: string }) {
  const [before = "", after = ""] = template.split("{name}");
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}
