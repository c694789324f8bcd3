import sanitizeHtml from "sanitize-html";

/**
 * The rich text a client admin writes (terms and conditions, privacy policy): headings 1 to 3
 * plus standard formatting (SPEC §2.5 ClientSettings, SPEC §9). Sanitised on save and again on
 * render (docs/CONTRACTS.md "Security rules"), with this one allow-list.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "p", "strong", "em", "u", "s", "ul", "ol", "li", "a", "blockquote", "br"],
  // target and rel are always overwritten by transformTags below; only href comes from the author.
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // Links leave the portal in a new tab and carry no referrer or window handle.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
  allowedSchemesAppliedToAttributes: ["href"],
};

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : "";
}
