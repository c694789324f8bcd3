"use client";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, useTransition } from "react";
import type enGB from "@/messages/en-GB.json";
import { formatText } from "@/lib/i18n/format-text";
import {
  type ImportPreviewText,
  ImportBanner,
  ImportLegend,
  ImportPreviewTable,
  rowErrorsOf,
  type PreviewRowData,
} from "@/components/imports/import-preview";
import { ruleTranslator, type RuleMessages } from "@/components/imports/rule-messages";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNoticeOnNextPage } from "@/components/ui/notice-toast";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { hoseImportContextAction } from "@/lib/actions/hose-import";
import { apiRequest, type ErrorBody } from "@/lib/browser/api";
import { decodeCsvBytes } from "@/lib/csv/read-csv";
import { HOSE_ACTIONS, validateHoseImport, type HoseImportContext } from "@/lib/hoses/import/rules";
import { HOSE_TEMPLATE_COLUMNS, parseHoseImportFile, type ParsedHoseFile } from "@/lib/hoses/import/template";

/** Rows drawn at once: beyond this, the preview shows the rows with messages (the count says so). */
const PREVIEW_ROWS = 500;
/** Tags and names sent per preview call (a server action's body is capped at 1 MB). */
const KEYS_PER_CALL = 5000;

/**
 * The screen's words in the page's language: the `hoseImport` namespace (templates filled in
 * here) and the preview's (`importPreview`), made by the page on the server.
 */
export type HoseImportText = Record<keyof typeof enGB.hoseImport, string> & {
  locale: string;
  preview: ImportPreviewText;
  /** The rules' messages in the page's language (null: British English, as the rules say them). */
  rules: RuleMessages | null;
};

type Props = {
  org: string;
  /** Distributors and client admins: the customers to pick from. A customer's people: null. */
  customers: Array<{ value: string; label: string }> | null;
  ownCustomerId: string | null;
  hosesHref: string;
  text: HoseImportText;
};

/**
 * The messages of a refused call that belong to the file as a whole: the global ones, and those
 * on the list itself (no rows, too many rows); else `fallback`. Row messages show in the preview.
 */
function messagesOf(errors: ErrorBody, fallback: string): string[] {
  const messages = [...(errors.global ?? []), ...(errors.hoses ?? [])];
  return messages.length ? messages : [fallback];
}

/** The file's tags and names (lower-cased): what its rows may match existing hoses by. */
function keysOf(parsed: ParsedHoseFile) {
  const tags = new Set<string>();
  const names = new Set<string>();
  for (const { raw } of parsed.rows) {
    if (raw.tagId.trim()) tags.add(raw.tagId.trim());
    if (raw.name.trim()) names.add(raw.name.trim().toLowerCase());
  }
  return { tags: [...tags], names: [...names] };
}

/**
 * The hose Import screen, the configuration import's sibling: pick the customer, download its
 * hoses or a blank template, choose a .csv file, preview every row with the rules the server
 * applies again (lib/hoses/import/rules.ts), then 'Process import for N hoses'. Errors block
 * the import; warnings (new zones) only ask for a review.
 */
export function HosesImport({ org, customers, ownCustomerId, hosesHref, text: T }: Props) {
  const TEXT = {
    ...T,
    read: (count: number, name: string) => formatText(T.read, { count, name }),
    skipped: (count: number) => formatText(T.skipped, { count }),
    onlyProblems: (count: number) => formatText(T.onlyProblems, { count }),
    importing: (count: number) => formatText(T.importing, { count }),
    process: (count: number) => formatText(T.process, { count }),
  };
  const say = useMemo(() => ruleTranslator(T.rules), [T.rules]);
  // The preview's Outcome column in the page's language (the rules name the actions in English).
  const actions: Record<string, string> = {
    [HOSE_ACTIONS.creating]: T.actionCreating,
    [HOSE_ACTIONS.updating]: T.actionUpdating,
    [HOSE_ACTIONS.unchanged]: T.actionUnchanged,
  };
  const router = useRouter();
  const fileId = useId();
  const [target, setTarget] = useState<string>(ownCustomerId ?? "");
  const [file, setFile] = useState<{ name: string; parsed: ParsedHoseFile } | null>(null);
  const [context, setContext] = useState<HoseImportContext | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [downloadErrors, setDownloadErrors] = useState<string[]>([]);
  const [serverRowErrors, setServerRowErrors] = useState<Record<number, string[]>>({});
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [importing, startImport] = useTransition();
  const [checking, startChecking] = useTransition();

  const summary = useMemo(
    () =>
      file && context && !file.parsed.headerErrors.length
        ? validateHoseImport(
            file.parsed.rows.map((r) => r.raw),
            context,
          )
        : null,
    [file, context],
  );

  const reset = () => {
    setFile(null);
    setContext(null);
    setErrors([]);
    setServerRowErrors({});
    setImportErrors([]);
  };

  const download = (blank: boolean) => {
    setDownloadErrors([]);
    const tab = window.open("", "_blank");
    void apiRequest<{ url?: string }>(`/hoses/export-template/${target}${blank ? "/true" : ""}`, { org }).then(
      (res) => {
        const url = res.ok ? res.data?.url : undefined;
        if (url) {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
          return;
        }
        tab?.close();
        setDownloadErrors(res.ok ? [TEXT.downloadFailed] : messagesOf(res.errors, TEXT.downloadFailed));
      },
    );
  };

  const onFile = async (input: HTMLInputElement) => {
    reset();
    const picked = input.files?.[0];
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith(".csv")) {
      setErrors([TEXT.onlyCsv]);
      input.value = "";
      return;
    }
    const parsed = parseHoseImportFile(decodeCsvBytes(new Uint8Array(await picked.arrayBuffer())));
    setFile({ name: picked.name, parsed });
    // The reader's header and parser messages are English, as the rules' are.
    setErrors([...parsed.headerErrors, ...parsed.parseErrors].map(say));
    if (parsed.headerErrors.length) return;
    startChecking(async () => {
      // In slices: a server action's body is capped (1 MB), and a fleet's tags and names are not.
      const { tags, names } = keysOf(parsed);
      let first: HoseImportContext | null = null;
      const hoses: HoseImportContext["hoses"] = [];
      const unavailableTags: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i === 0 || i < Math.max(tags.length, names.length); i += KEYS_PER_CALL) {
        const slice = { tags: tags.slice(i, i + KEYS_PER_CALL), names: names.slice(i, i + KEYS_PER_CALL) };
        const result = await hoseImportContextAction(org, target, slice);
        if (!result.ok || !result.data) {
          setErrors(result.ok ? [TEXT.failed] : Object.values(result.errors).flat());
          return;
        }
        const data: HoseImportContext = result.data;
        first ??= data;
        // A hose may come back twice: by its tag in one slice and by its name in another.
        for (const h of data.hoses) {
          if (seen.has(h.id)) continue;
          seen.add(h.id);
          hoses.push(h);
        }
        unavailableTags.push(...data.unavailableTags);
      }
      if (first) setContext({ ...first, hoses, unavailableTags });
    });
  };

  const runImport = () => {
    if (!summary || summary.hasErrors || !file) return;
    setImportErrors([]);
    setServerRowErrors({});
    startImport(async () => {
      const res = await apiRequest(`/hoses/import/${target}`, {
        org,
        method: "POST",
        body: { hoses: file.parsed.rows.map((r) => r.raw) },
      });
      if (!res.ok) {
        setServerRowErrors(rowErrorsOf(res.errors, "hoses"));
        setImportErrors(messagesOf(res.errors, TEXT.failed));
        return;
      }
      showNoticeOnNextPage(res.message ?? TEXT.done);
      router.push(hosesHref);
      router.refresh();
    });
  };

  const rows = summary?.rows ?? [];
  const problemRows = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => r.outcome !== "success" || serverRowErrors[i]);
  const shown = rows.length <= PREVIEW_ROWS ? rows.map((r, i) => ({ r, i })) : problemRows.slice(0, PREVIEW_ROWS);
  const toProcess = rows.filter((r) => r.action !== HOSE_ACTIONS.unchanged).length;
  const blocked = !summary || summary.hasErrors || toProcess === 0;
  const previewRows: PreviewRowData[] = shown.map(({ r, i }) => ({
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
  }));

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="import-customer"
        className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
      >
        <h2 id="import-customer" className="text-lg font-semibold">
          {TEXT.step1}
        </h2>
        {customers ? (
          <SelectField
            label={TEXT.customer}
            placeholder={TEXT.chooseCustomer}
            options={customers}
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              reset();
            }}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={!target} onClick={() => download(false)}>
            {TEXT.downloadExisting}
          </Button>
          <Button variant="secondary" disabled={!target} onClick={() => download(true)}>
            {TEXT.downloadBlank}
          </Button>
        </div>
        <ErrorList messages={downloadErrors} />
      </section>

      <section
        aria-labelledby="import-file"
        className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
      >
        <h2 id="import-file" className="text-lg font-semibold">
          {TEXT.step2}
        </h2>
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            {TEXT.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={!target}
            onChange={(e) => void onFile(e.currentTarget)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          <p className="mt-1 text-sm text-muted">{TEXT.fileHint}</p>
        </div>
        {checking ? <ProgressBar label={TEXT.loading} /> : null}
        <ErrorList messages={errors} />
      </section>

      {summary ? (
        <section aria-labelledby="import-preview" className="space-y-4">
          <h2 id="import-preview" className="text-lg font-semibold">
            {TEXT.step3}
          </h2>
          <ImportBanner hasErrors={summary.hasErrors} hasWarnings={summary.hasWarnings} text={T.preview} />
          <p className="text-sm text-muted">
            {TEXT.read(rows.length, file?.name ?? "")}
            {file?.parsed.skipped ? TEXT.skipped(file.parsed.skipped) : ""}.
            {rows.length > PREVIEW_ROWS ? TEXT.onlyProblems(Math.min(problemRows.length, PREVIEW_ROWS)) : ""}
          </p>
          <ImportLegend show={summary.hasErrors || summary.hasWarnings} text={T.preview} />
          <ImportPreviewTable
            caption={TEXT.table}
            columns={HOSE_TEMPLATE_COLUMNS}
            rows={previewRows}
            text={T.preview}
          />
          <ErrorList messages={importErrors} />
          {importing ? <ProgressBar label={TEXT.importing(toProcess)} /> : null}
          {rows.length > 0 && toProcess === 0 ? <p role="status">{TEXT.nothing}</p> : null}
          <div className="flex gap-3">
            <Button disabled={blocked} pending={importing} pendingLabel={TEXT.importing(toProcess)} onClick={runImport}>
              {TEXT.process(toProcess)}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
