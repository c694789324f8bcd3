"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { apiRequest, type ErrorBody } from "@/lib/browser/api";
import { importContextAction, type ImportContext } from "@/lib/actions/hose-configuration-import";
import { UNCHANGED, validateImport, type ImportSummary, type RowOutcome } from "@/lib/hose-configurations/import/rules";
import {
  decodeCsvBytes,
  parseImportFile,
  TEMPLATE_COLUMNS,
  type ParsedFile,
} from "@/lib/hose-configurations/import/template";

/** Rows drawn at once: beyond this, the preview shows the rows with messages (the count says so). */
const PREVIEW_ROWS = 500;

/** How a cell the rules name is marked: a sign and a word (read out), not colour alone. */
const CELL_MARKS = {
  error: { sign: "✕", label: "Error:", className: "bg-red-50 text-error outline-2 -outline-offset-2 outline-error" },
  warning: {
    sign: "!",
    label: "Warning:",
    className: "bg-amber-50 text-ink outline-2 -outline-offset-2 outline-dashed outline-warning",
  },
} as const;
const BLANK_CELL = "(blank)";
const PREVIEW_TABLE = "Rows of the file and their validation";
const CELLS_LEGEND = "Cells with an error are marked ✕, cells with a warning are marked !.";
const NOTHING_TO_IMPORT = "Every configuration in the file is unchanged: there is nothing to import.";

type Props = {
  /** The /portal/{org} segment: the organisation the user acts for ('admin' for client admins). */
  org: string;
  /** Client admins: the distributors to pick from (up to 1000). Others: null (their own library). */
  organisations: Array<{ value: string; label: string }> | null;
  ownOrganisationId: string | null;
  libraryHref: string;
};

/** The global messages of an error (row messages show in the preview), else `fallback`. */
function messagesOf(errors: ErrorBody, fallback: string): string[] {
  return errors.global?.length ? errors.global : [fallback];
}

/**
 * SPEC §2.5 Import screen: pick the library (client admins), download the existing
 * configurations or a blank template, choose a .csv file, preview every row with the rules the
 * server applies again (lib/hose-configurations/import), then 'Process import for N
 * configurations'. Errors block the import; warnings only ask for a review.
 */
export function HoseConfigurationsImport({ org, organisations, ownOrganisationId, libraryHref }: Props) {
  const router = useRouter();
  const fileId = useId();
  const [target, setTarget] = useState<string>(ownOrganisationId ?? "");
  const [context, setContext] = useState<ImportContext | null>(null);
  const [contextErrors, setContextErrors] = useState<string[]>([]);
  const [file, setFile] = useState<{ name: string; parsed: ParsedFile } | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [serverRowErrors, setServerRowErrors] = useState<Record<number, string[]>>({});
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [downloadErrors, setDownloadErrors] = useState<string[]>([]);
  const [importing, startImport] = useTransition();
  const [loadingContext, startLoading] = useTransition();

  const loadContext = useCallback(
    (targetId: string) => {
      startLoading(async () => {
        const result = await importContextAction(org, targetId);
        if (result.ok && result.data) setContext(result.data);
        else setContextErrors(Object.values(result.errors).flat());
      });
    },
    [org],
  );

  // Non client admins import into their own library: load it once.
  useEffect(() => {
    if (ownOrganisationId) loadContext(ownOrganisationId);
  }, [ownOrganisationId, loadContext]);

  const pickTarget = (targetId: string) => {
    setTarget(targetId);
    setFile(null);
    setContext(null);
    setContextErrors([]);
    if (targetId) loadContext(targetId);
  };

  const summary: ImportSummary | null = useMemo(
    () =>
      file && context && !file.parsed.headerErrors.length
        ? validateImport(
            file.parsed.rows.map((r) => r.raw),
            context.existing,
            context.known,
            context.options,
          )
        : null,
    [file, context],
  );

  const download = (blank: boolean) => {
    setDownloadErrors([]);
    const tab = window.open("", "_blank");
    void apiRequest<{ url?: string }>(`/hose-configurations/export-template/${target}${blank ? "/true" : ""}`, {
      org,
    }).then((res) => {
      const url = res.ok ? res.data?.url : undefined;
      if (url) {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        return;
      }
      tab?.close();
      setDownloadErrors(
        res.ok ? ["The file could not be downloaded"] : messagesOf(res.errors, "The file could not be downloaded"),
      );
    });
  };

  const onFile = async (input: HTMLInputElement) => {
    setFile(null);
    setFileErrors([]);
    setServerRowErrors({});
    setImportErrors([]);
    const picked = input.files?.[0];
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith(".csv")) {
      setFileErrors(["Only .csv files can be imported"]);
      input.value = "";
      return;
    }
    const parsed = parseImportFile(decodeCsvBytes(new Uint8Array(await picked.arrayBuffer())));
    setFile({ name: picked.name, parsed });
    setFileErrors([...parsed.headerErrors, ...parsed.parseErrors]);
  };

  const runImport = () => {
    if (!summary || summary.hasErrors) return;
    setImportErrors([]);
    setServerRowErrors({});
    startImport(async () => {
      const res = await apiRequest(`/hose-configurations/import/${target}`, {
        org,
        method: "POST",
        body: { configurations: summary.rows.map((r) => r.value) },
      });
      if (!res.ok) {
        const rows: Record<number, string[]> = {};
        for (const [key, value] of Object.entries(res.errors)) {
          const m = /^configurations\.(\d+)$/.exec(key);
          if (m) rows[Number(m[1])] = value;
        }
        setServerRowErrors(rows);
        setImportErrors(messagesOf(res.errors, "The import failed, please try again"));
        return;
      }
      showNotice(res.message ?? "Import complete");
      router.push(libraryHref);
      router.refresh();
    });
  };

  const rows = summary?.rows ?? [];
  const problemRows = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => r.outcome !== "success" || serverRowErrors[i]);
  const shown = rows.length <= PREVIEW_ROWS ? rows.map((r, i) => ({ r, i })) : problemRows.slice(0, PREVIEW_ROWS);
  // Rows that leave a configuration as it is are not counted: the import has nothing to do for them.
  const toProcess = rows.filter((r) => r.action !== UNCHANGED).length;
  const blocked = !summary || summary.hasErrors || toProcess === 0;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="import-library"
        className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
      >
        <h2 id="import-library" className="text-lg font-semibold">
          1. Library and template
        </h2>
        {organisations ? (
          <SelectField
            label="Distributor"
            placeholder="Choose a distributor"
            options={organisations}
            value={target}
            onChange={(e) => pickTarget(e.target.value)}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={!target} onClick={() => download(false)}>
            Download existing
          </Button>
          <Button variant="secondary" disabled={!target} onClick={() => download(true)}>
            Download blank template
          </Button>
        </div>
        <ErrorList messages={[...downloadErrors, ...contextErrors]} />
      </section>

      <section
        aria-labelledby="import-file"
        className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
      >
        <h2 id="import-file" className="text-lg font-semibold">
          2. Choose a file
        </h2>
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={!target || loadingContext}
            onChange={(e) => void onFile(e.currentTarget)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          <p className="mt-1 text-sm text-muted">
            The file is read as ISO-8859-1, or as UTF-8 when it starts with a byte order mark.
          </p>
        </div>
        {loadingContext ? <ProgressBar label="Loading the library" /> : null}
        <ErrorList messages={fileErrors} />
      </section>

      {summary ? (
        <section aria-labelledby="import-preview" className="space-y-4">
          <h2 id="import-preview" className="text-lg font-semibold">
            3. Preview
          </h2>
          {summary.hasErrors ? (
            <div role="alert" className="rounded-md border border-error/40 bg-red-50 p-4 font-medium text-error">
              There are errors in the file. Please fix them before importing
            </div>
          ) : summary.hasWarnings ? (
            <div role="status" className="rounded-md border border-warning/50 bg-amber-50 p-4 font-medium text-ink">
              There are warnings in the file. Please review them before importing
            </div>
          ) : null}
          <p className="text-sm text-muted">
            {rows.length} configurations read from {file?.name}
            {file?.parsed.skipped
              ? `; ${file.parsed.skipped} rows skipped (their column count differs from the header)`
              : ""}
            .
            {rows.length > PREVIEW_ROWS
              ? ` Showing the ${Math.min(problemRows.length, PREVIEW_ROWS)} rows with messages.`
              : ""}
          </p>
          {summary.hasErrors || summary.hasWarnings ? <p className="text-sm text-muted">{CELLS_LEGEND}</p> : null}
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={PREVIEW_TABLE}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-line bg-surface focus-visible:ring-2 focus-visible:ring-primary"
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">{PREVIEW_TABLE}</caption>
              <thead className="bg-canvas text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Validation
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Outcome
                  </th>
                  {TEMPLATE_COLUMNS.slice(1).map(([header]) => (
                    <th key={header} scope="col" className="whitespace-nowrap px-3 py-2">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map(({ r, i }) => (
                  <PreviewRow
                    key={i}
                    index={i}
                    row={r}
                    line={file!.parsed.rows[i]!.row}
                    raw={file!.parsed.rows[i]!.raw}
                    serverErrors={serverRowErrors[i]}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <ErrorList messages={importErrors} />
          {importing ? <ProgressBar label={`Importing ${toProcess} configurations`} /> : null}
          {rows.length > 0 && toProcess === 0 ? <p role="status">{NOTHING_TO_IMPORT}</p> : null}
          <div className="flex gap-3">
            <Button
              disabled={blocked}
              pending={importing}
              pendingLabel={`Importing ${toProcess} configurations`}
              onClick={runImport}
            >
              Process import for {toProcess} configurations
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function PreviewRow({
  index,
  row,
  line,
  raw,
  serverErrors,
}: {
  index: number;
  row: RowOutcome;
  line: number;
  raw: Record<string, unknown>;
  serverErrors?: string[];
}) {
  const messages = [...row.errors, ...(serverErrors ?? []).filter((m) => !row.errors.includes(m)), ...row.warnings];
  const outcome = serverErrors?.length ? "error" : row.outcome;
  const label = outcome === "error" ? "Error" : outcome === "warning" ? "Warning" : "OK";
  const tone = outcome === "error" ? "text-error" : outcome === "warning" ? "text-ink" : "text-success";
  return (
    <tr className="border-t border-line align-top" data-testid={`import-row-${index}`}>
      {/* The DO-NOT-EDIT id is not shown: a problem with it marks the row number. */}
      <MarkedCell mark={row.cells.id}>{line}</MarkedCell>
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
      <td className="whitespace-nowrap px-3 py-2">{row.action ?? ""}</td>
      {TEMPLATE_COLUMNS.slice(1).map(([, field]) => (
        <MarkedCell key={field} mark={row.cells[field]}>
          {raw[field] === null || raw[field] === undefined ? "" : String(raw[field])}
        </MarkedCell>
      ))}
    </tr>
  );
}

/** A preview cell; one the rules name carries a sign and a word besides its colour and outline. */
function MarkedCell({ mark, children }: { mark?: "error" | "warning"; children: string | number }) {
  if (!mark) return <td className="whitespace-nowrap px-3 py-2">{children}</td>;
  const { sign, label, className } = CELL_MARKS[mark];
  return (
    <td className={`whitespace-nowrap px-3 py-2 font-medium ${className}`}>
      <span aria-hidden="true" className="mr-1 font-bold">
        {sign}
      </span>
      <span className="sr-only">{label} </span>
      {children === "" ? <span className="italic">{BLANK_CELL}</span> : children}
    </td>
  );
}
