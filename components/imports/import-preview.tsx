"use client";

/**
 * The preview of an import file (SPEC §2.5 Import screen), shared by the configuration and hose
 * imports: the banner, the count line and the table of rows with their Validation column, the
 * cells the rules name marked by a sign and a word (not colour alone).
 */

import type enGB from "@/messages/en-GB.json";

/** The preview's words in the page's language (the `importPreview` namespace); British English without. */
export type ImportPreviewText = Record<keyof typeof enGB.importPreview, string>;

const TEXT: ImportPreviewText = {
  errorsBanner: "There are errors in the file. Please fix them before importing",
  warningsBanner: "There are warnings in the file. Please review them before importing",
  legend: "Cells with an error are marked ✕, cells with a warning are marked !.",
  blank: "(blank)",
  row: "Row",
  validation: "Validation",
  outcome: "Outcome",
  ok: "OK",
  error: "Error",
  warning: "Warning",
  errorMark: "Error:",
  warningMark: "Warning:",
};

const CELL_MARKS = {
  error: { sign: "✕", label: "errorMark", className: "bg-red-50 text-error outline-2 -outline-offset-2 outline-error" },
  warning: {
    sign: "!",
    label: "warningMark",
    className: "bg-amber-50 text-ink outline-2 -outline-offset-2 outline-dashed outline-warning",
  },
} as const;

export type Mark = "error" | "warning";

/** One row's verdict, as both imports' rules give it. */
export type PreviewOutcome = {
  outcome: "error" | "warning" | "success";
  action: string | null;
  errors: string[];
  warnings: string[];
  cells: Partial<Record<string, Mark>>;
};

export type PreviewRowData = {
  /** The row's index in the file's data rows (the server's `<list>.{index}` messages name it). */
  index: number;
  /** The line of the file. */
  line: number;
  raw: Record<string, unknown>;
  result: PreviewOutcome;
  serverErrors?: string[];
};

/** The banner over the preview: errors block, warnings ask for a review. */
export function ImportBanner({
  hasErrors,
  hasWarnings,
  text: T = TEXT,
}: {
  hasErrors: boolean;
  hasWarnings: boolean;
  text?: ImportPreviewText;
}) {
  if (hasErrors)
    return (
      <div role="alert" className="rounded-md border border-error/40 bg-red-50 p-4 font-medium text-error">
        {T.errorsBanner}
      </div>
    );
  if (hasWarnings)
    return (
      <div role="status" className="rounded-md border border-warning/50 bg-amber-50 p-4 font-medium text-ink">
        {T.warningsBanner}
      </div>
    );
  return null;
}

export function ImportLegend({ show, text: T = TEXT }: { show: boolean; text?: ImportPreviewText }) {
  return show ? <p className="text-sm text-muted">{T.legend}</p> : null;
}

/**
 * The preview table. `columns` are the template's columns shown (header, field); `rowMark` is a
 * field not shown whose mark goes on the row number (the configuration import's DO-NOT-EDIT id).
 */
export function ImportPreviewTable({
  caption,
  columns,
  rows,
  rowMark,
  text: T = TEXT,
}: {
  caption: string;
  columns: ReadonlyArray<readonly [string, string]>;
  rows: PreviewRowData[];
  rowMark?: string;
  text?: ImportPreviewText;
}) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface focus-visible:ring-2 focus-visible:ring-primary"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {T.row}
            </th>
            <th scope="col" className="px-3 py-2">
              {T.validation}
            </th>
            <th scope="col" className="px-3 py-2">
              {T.outcome}
            </th>
            {columns.map(([header]) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <PreviewRow key={r.index} row={r} columns={columns} rowMark={rowMark} text={T} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewRow({
  row: { index, line, raw, result, serverErrors },
  columns,
  rowMark,
  text: T,
}: {
  row: PreviewRowData;
  columns: ReadonlyArray<readonly [string, string]>;
  rowMark?: string;
  text: ImportPreviewText;
}) {
  const messages = [
    ...result.errors,
    ...(serverErrors ?? []).filter((m) => !result.errors.includes(m)),
    ...result.warnings,
  ];
  const outcome = serverErrors?.length ? "error" : result.outcome;
  const label = outcome === "error" ? T.error : outcome === "warning" ? T.warning : T.ok;
  const tone = outcome === "error" ? "text-error" : outcome === "warning" ? "text-ink" : "text-success";
  return (
    <tr className="border-t border-line align-top" data-testid={`import-row-${index}`}>
      <MarkedCell mark={rowMark ? result.cells[rowMark] : undefined} text={T}>
        {line}
      </MarkedCell>
      <td className="min-w-56 px-3 py-2">
        <span className={`font-medium ${tone}`}>{label}</span>
        {messages.length ? (
          <ul className="mt-1 list-inside list-disc space-y-1">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{result.action ?? ""}</td>
      {columns.map(([, field]) => (
        <MarkedCell key={field} mark={result.cells[field]} text={T}>
          {raw[field] === null || raw[field] === undefined ? "" : String(raw[field])}
        </MarkedCell>
      ))}
    </tr>
  );
}

/** A preview cell; one the rules name carries a sign and a word besides its colour and outline. */
function MarkedCell({ mark, children, text: T }: { mark?: Mark; children: string | number; text: ImportPreviewText }) {
  if (!mark) return <td className="whitespace-nowrap px-3 py-2">{children}</td>;
  const { sign, label, className } = CELL_MARKS[mark];
  return (
    <td className={`whitespace-nowrap px-3 py-2 font-medium ${className}`}>
      <span aria-hidden="true" className="mr-1 font-bold">
        {sign}
      </span>
      <span className="sr-only">{T[label]} </span>
      {children === "" ? <span className="italic">{T.blank}</span> : children}
    </td>
  );
}

/** The server's per-row messages of a refused import (`<list>.{index}`), by row index. */
export function rowErrorsOf(errors: Record<string, string[]>, list: string): Record<number, string[]> {
  const rows: Record<number, string[]> = {};
  const pattern = new RegExp(`^${list}\\.(\\d+)$`);
  for (const [key, value] of Object.entries(errors)) {
    const m = pattern.exec(key);
    if (m) rows[Number(m[1])] = value;
  }
  return rows;
}
