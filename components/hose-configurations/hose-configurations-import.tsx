"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useState, useTransition } from "react";
import { ImportBanner, ImportLegend, ImportPreviewTable, rowErrorsOf } from "@/components/imports/import-preview";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { apiRequest, type ErrorBody } from "@/lib/browser/api";
import { importContextAction, type ImportContext } from "@/lib/actions/hose-configuration-import";
import { UNCHANGED, validateImport, type ImportSummary } from "@/lib/hose-configurations/import/rules";
import {
  decodeCsvBytes,
  parseImportFile,
  TEMPLATE_COLUMNS,
  type ParsedFile,
} from "@/lib/hose-configurations/import/template";

/** Rows drawn at once: beyond this, the preview shows the rows with messages (the count says so). */
const PREVIEW_ROWS = 500;

const PREVIEW_TABLE = "Rows of the file and their validation";
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
            // Plain numbers are in the units the header names ('Length (in)'); the rows sent
            // to the server are the converted values, in bar and mm.
            { ...context.options, units: file.parsed.units },
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
        setServerRowErrors(rowErrorsOf(res.errors, "configurations"));
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
          <ImportBanner hasErrors={summary.hasErrors} hasWarnings={summary.hasWarnings} />
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
          <ImportLegend show={summary.hasErrors || summary.hasWarnings} />
          <ImportPreviewTable
            caption={PREVIEW_TABLE}
            columns={TEMPLATE_COLUMNS.slice(1)}
            rowMark="id"
            rows={shown.map(({ r, i }) => ({
              index: i,
              line: file!.parsed.rows[i]!.row,
              raw: file!.parsed.rows[i]!.raw,
              result: r,
              serverErrors: serverRowErrors[i],
            }))}
          />
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
