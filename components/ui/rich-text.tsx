import "server-only";
import { sanitizeRichText } from "@/lib/rich-text";

/** Client-authored rich text, sanitised here on render whatever was stored. */
export function RichText({ html, className = "" }: { html: string | null | undefined; className?: string }) {
  return (
    <div
      className={[
        "space-y-3 text-sm leading-relaxed",
        "[&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold",
        "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5",
        "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3",
        className,
      ].join(" ")}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
