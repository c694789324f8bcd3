import { labelSlot, labelsPerPage, type LabelFormat } from "@/lib/labels/formats";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * The preview's words (the `labels` namespace's preview texts) and the page's language: the
 * dialog hands its own texts, a superset. Typed here, not taken from the dialog's panel, which
 * renders this preview.
 */
export type SheetPreviewText = Pick<
  Record<keyof typeof enGB.labels, string>,
  "previewSingle" | "previewFirst" | "previewUsed" | "previewPrinted" | "previewMore"
> & { locale: string };

/**
 * The first sheet as it will print: labels already
 * used (before 'start at') greyed and crossed, the ones this PDF fills dark, the rest empty.
 * Drawn from the same geometry as the PDF (lib/labels/formats.ts).
 */
export function SheetPreview({
  format,
  startAt,
  count,
  text,
}: {
  format: LabelFormat;
  startAt: number;
  count: number;
  /** The words in the page's language; British English without. */
  text?: SheetPreviewText;
}) {
  const perPage = labelsPerPage(format);
  const start = Math.min(Math.max(1, startAt || 1), perPage);
  const filled = Math.min(count, perPage - start + 1);
  const slots = Array.from({ length: perPage }, (_, i) => ({
    ...labelSlot(format, i, 1),
    state: i < start - 1 ? "used" : i < start - 1 + filled ? "print" : "empty",
  }));
  const summary = text
    ? perPage === 1
      ? formatText(text.previewSingle, { count }, text.locale)
      : (start > 1 ? formatText(text.previewUsed, { used: start - 1 }) : text.previewFirst) +
        formatText(text.previewPrinted, { filled, start }, text.locale) +
        (count > filled ? formatText(text.previewMore, { more: count - filled }) : "")
    : perPage === 1
      ? `One label a page; ${count} page${count === 1 ? "" : "s"}`
      : (start > 1 ? `First sheet: labels 1 to ${start - 1} already used, ` : "First sheet: ") +
        `${filled} label${filled === 1 ? "" : "s"} printed from label ${start}` +
        (count > filled ? `, then ${count - filled} more on further sheets` : "");
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${format.pageWidth} ${format.pageHeight}`}
        className="mx-auto block max-h-72 w-auto max-w-full rounded-sm border border-line bg-white shadow-xs"
        role="img"
        aria-label={summary}
        data-testid="sheet-preview"
      >
        {slots.map((s) => (
          <g key={s.slot} data-state={s.state}>
            <rect
              x={s.x}
              y={format.pageHeight - s.y - s.height}
              width={s.width}
              height={s.height}
              rx={Math.min(s.width, s.height) * 0.08}
              className={
                s.state === "print"
                  ? "fill-primary/80 stroke-primary"
                  : s.state === "used"
                    ? "fill-line stroke-muted"
                    : "fill-white stroke-line"
              }
              strokeWidth={0.8}
            />
            {s.state === "used" ? (
              <path
                d={`M${s.x} ${format.pageHeight - s.y - s.height} l${s.width} ${s.height} M${s.x + s.width} ${format.pageHeight - s.y - s.height} l${-s.width} ${s.height}`}
                className="stroke-muted"
                strokeWidth={0.6}
              />
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="text-center text-xs text-muted">{summary}</figcaption>
    </figure>
  );
}
