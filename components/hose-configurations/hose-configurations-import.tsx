"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useState, useTransition } from "react";
import {
  ImportBanner,
  ImportLegend,
  ImportPreviewTable,
  rowErrorsOf,
  type ImportPreviewText,
} from "@/components/imports/import-preview";
import { ruleTranslator, type RuleMessages } from "@/components/imports/rule-messages";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNoticeOnNextPage } from "@/components/ui/notice-toast";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { apiRequest, type ErrorBody } from "@/lib/browser/api";
import { importContextAction, type ImportContext } from "@/lib/actions/hose-configuration-import";
import {
  CREATING,
  UNCHANGED,
  UPDATING,
  validateImport,
  type ImportSummary,
} from "@/lib/hose-configurations/import/rules";
import {
  decodeCsvBytes,
  parseImportFile,
  TEMPLATE_COLUMNS,
  type ParsedFile,
} from "@/lib/hose-configurations/import/template";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * The screen's texts in the reader's language (the `configurationsImport` catalogue namespace;
 * templates for those with counts), the preview's (`importPreview`), and the rules' messages
 * (null: British English, as the rules say them).
 */
export type ConfigurationsImportText = Record<keyof typeof enGB.configurationsImport, string> & {
  preview: ImportPreviewText;
  rules: RuleMessages | null;
};

/** Rows drawn at once: beyond this, the preview shows the rows with messages (the count says so). */
const PREVIEW_ROWS = 500;

type Props = {
  /** The /portal/{org} segment: the organisation the user acts for ('admin' for client admins). */
  org: string;
  /** Client admins: the distributors to pick from (up to 1000). Others: null (their own library). */
  organisations: Array<{ value: string; label: string }> | null;
  ownOrganisationId: string | null;
  libraryHref: string;
  text: ConfigurationsImportText;
};

/**
 * The messages of a refused call that belong to the file as a whole: the global ones, and those
 * on the list itself (no rows, too many rows); else `fallback`. Row messages show in the preview.
 */
function messagesOf(errors: ErrorBody, fallback: string): string[] {
  const messages = [...(errors.global ?? []), ...(errors.configurations ?? [])];
  return messages.length ? messages : [fallback];
}

/**
 * SPEC §2.5 Import screen: pick the library (client admins), download the existing
 * configurations or a blank template, choose a .csv file, preview every row with the rules the
 * server applies again (lib/hose-configurations/import), then 'Process import for N
 * configurations'. Errors block the import; warnings only ask for a review.
 */
export function HoseConfigurationsImport({ org, organisations, ownOrganisationId, libraryHref, text }: Props) {
  const say = useMemo(() => ruleTranslator(text.rules), [text.rules]);
  // The preview's Outcome column in the page's language (the rules name the actions in English).
  const actions: Record<string, string> = {
    [CREATING]: text.actionCreating,
    [UPDATING]: text.actionUpdating,
    [UNCHANGED]: text.actionUnchanged,
  };
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
      setDownloadErrors(res.ok ? [text.downloadFailed] : messagesOf(res.errors, text.downloadFailed));
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
      setFileErrors([text.csvOnly]);
      input.value = "";
      return;
    }
    const parsed = parseImportFile(decodeCsvBytes(new Uint8Array(await picked.arrayBuffer())));
    setFile({ name: picked.name, parsed });
    // The reader's header and parser messages are English, as the rules' are.
    setFileErrors([...parsed.headerErrors, ...parsed.parseErrors].map(say));
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
        setImportErrors(messagesOf(res.errors, text.importFailed));
        return;
      }
      showNoticeOnNextPage(res.message ?? text.importComplete);
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
          {text.libraryHeading}
        </h2>
        {organisations ? (
          <SelectField
            label={text.distributor}
            placeholder={text.chooseDistributor}
            options={organisations}
            value={target}
            onChange={(e) => pickTarget(e.target.value)}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={!target} onClick={() => download(false)}>
            {text.downloadExisting}
          </Button>
          <Button variant="secondary" disabled={!target} onClick={() => download(true)}>
            {text.downloadBlank}
          </Button>
        </div>
        <ErrorList messages={[...downloadErrors, ...contextErrors]} />
      </section>

      <section
        aria-labelledby="import-file"
        className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
      >
        <h2 id="import-file" className="text-lg font-semibold">
          {text.fileHeading}
        </h2>
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            {text.csvFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={!target || loadingContext}
            onChange={(e) => void onFile(e.currentTarget)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          <p className="mt-1 text-sm text-muted">{text.encodingHint}</p>
        </div>
        {loadingContext ? <ProgressBar label={text.loadingLibrary} /> : null}
        <ErrorList messages={fileErrors} />
      </section>

      {summary ? (
        <section aria-labelledby="import-preview" className="space-y-4">
          <h2 id="import-preview" className="text-lg font-semibold">
            {text.previewHeading}
          </h2>
          <ImportBanner hasErrors={summary.hasErrors} hasWarnings={summary.hasWarnings} text={text.preview} />
          <p className="text-sm text-muted">
            {formatText(file?.parsed.skipped ? text.readSkipped : text.read, {
              count: rows.length,
              file: file?.name ?? "",
              skipped: file?.parsed.skipped ?? 0,
            })}
            {rows.length > PREVIEW_ROWS
              ? ` ${formatText(text.showingProblems, { count: Math.min(problemRows.length, PREVIEW_ROWS) })}`
              : ""}
          </p>
          <ImportLegend show={summary.hasErrors || summary.hasWarnings} text={text.preview} />
          <ImportPreviewTable
            caption={text.previewTable}
            columns={TEMPLATE_COLUMNS.slice(1)}
            rowMark="id"
            rows={shown.map(({ r, i }) => ({
              index: i,
              line: file!.parsed.rows[i]!.row,
              raw: file!.parsed.rows[i]!.raw,
              result: {
                ...r,
                action: r.action === null ? null : (actions[r.action] ?? r.action),
                errors: r.errors.map(say),
                warnings: r.warnings.map(say),
              },
              serverErrors: serverRowErrors[i]?.map(say),
            }))}
            text={text.preview}
          />
          <ErrorList messages={importErrors} />
          {importing ? <ProgressBar label={formatText(text.importing, { count: toProcess })} /> : null}
          {rows.length > 0 && toProcess === 0 ? <p role="status">{text.nothingToImport}</p> : null}
          <div className="flex gap-3">
            <Button
              disabled={blocked}
              pending={importing}
              pendingLabel={formatText(text.importing, { count: toProcess })}
              onClick={runImport}
            >
              {formatText(text.process, { count: toProcess })}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
