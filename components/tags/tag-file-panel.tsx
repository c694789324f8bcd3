"use client";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { apiUpload, errorMessages } from "@/lib/browser/api";
import { formatText } from "@/lib/i18n/format-text";
import { DEFAULT_MAX_CHECKS } from "@/lib/tags/schemas";
import type { TagsText } from "./batch-forms";

type Result = { count: number; inUse?: string[]; inUseCount?: number };

/**
 * A tag file panel of TagManagement (SPEC §2.5, 7): 'upload' adds the file's tags as a named
 * batch (POST /tag-upload), 'delete' removes them (POST /tag-delete). The file goes as
 * multipart with maxChecks 5; the upload's progress is shown while it is sent, then while the
 * server works; errors stay inline in the panel (SPEC §8). An upload picks the distributor the
 * new batch is allocated to (only its customers' hoses may carry the tags).
 */
export function TagFilePanel({
  org,
  kind,
  distributors = [],
  text,
}: {
  org: string;
  kind: "upload" | "delete";
  /** The client's distributors (upload only). */
  distributors?: readonly SelectOption[];
  text: TagsText;
}) {
  const router = useRouter();
  const fileId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ message: string; inUse: string[]; inUseCount: number } | null>(null);
  const title = kind === "upload" ? text.uploadTags : text.deleteTags;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors([]);
    setFieldErrors({});
    setDone(null);
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    if (!(file instanceof File) || !file.name) {
      setFieldErrors({ file: [text.chooseCsv] });
      return;
    }
    if (!file.name.toLowerCase().endsWith(".csv")) {
      setFieldErrors({ file: [kind === "upload" ? text.onlyCsvUpload : text.onlyCsvUse] });
      return;
    }
    data.set("maxChecks", String(DEFAULT_MAX_CHECKS));
    setProgress(0);
    void apiUpload<Result>(`/tag-${kind}`, { org, body: data, onProgress: setProgress }).then((res) => {
      setProgress(null);
      if (!res.ok) {
        if (res.offline || res.sessionEnded) {
          setErrors(errorMessages(res.errors));
          return;
        }
        const { file: fileMessages, batchName, distributorId, ...rest } = res.errors;
        setFieldErrors({
          ...(fileMessages ? { file: fileMessages } : {}),
          ...(batchName ? { batchName } : {}),
          ...(distributorId ? { distributorId } : {}),
        });
        const other = Object.values(rest).flat();
        setErrors(other.length || fileMessages || batchName || distributorId ? other : [text.notProcessed]);
        return;
      }
      const result = res.data;
      setDone({
        message:
          kind === "upload"
            ? formatText(text.added, { count: result.count })
            : formatText(text.removed, { count: result.count }),
        inUse: result.inUse ?? [],
        inUseCount: result.inUseCount ?? 0,
      });
      form.current?.reset();
      router.refresh();
    });
  };

  const busy = progress !== null;
  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs"
    >
      <h2 id={`${fileId}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{kind === "upload" ? text.uploadExplain : text.deleteExplain}</p>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        {kind === "upload" ? (
          <>
            <TextField
              name="batchName"
              label={text.batchName}
              required
              maxLength={100}
              errors={fieldErrors.batchName}
            />
            <SelectField
              name="distributorId"
              label={text.allocatedTo}
              options={distributors}
              placeholder={text.notAllocatedYet}
              hint={text.allocatedHint}
              errors={fieldErrors.distributorId}
            />
          </>
        ) : null}
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            {text.tagFile}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fieldErrors.file ? true : undefined}
            aria-describedby={fieldErrors.file ? `${fileId}-error` : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          {fieldErrors.file ? (
            <ul id={`${fileId}-error`} className="mt-1 space-y-1 text-sm text-error">
              {fieldErrors.file.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {busy ? (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label={kind === "upload" ? text.uploadingTags : text.deletingTags}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div
                className="h-full rounded-full bg-primary transition-all"
                style={{ width: `${Math.max(progress, 5)}%` }}
              />
            </div>
            <p className="text-sm text-muted">
              {progress < 100 ? formatText(text.sending, { progress }) : text.processing}
            </p>
          </div>
        ) : null}
        <ErrorList messages={errors} />
        {done ? (
          <StatusMessage>
            {done.message}
            {done.inUseCount > 0
              ? formatText(text.inUseNotRemoved, {
                  count: done.inUseCount,
                  tags: `${done.inUse.join(", ")}${done.inUseCount > done.inUse.length ? " ..." : ""}`,
                })
              : ""}
          </StatusMessage>
        ) : null}
        <Button
          type="submit"
          variant={kind === "delete" ? "danger" : "primary"}
          pending={busy}
          pendingLabel={kind === "upload" ? text.uploading : text.deleting}
        >
          {title}
        </Button>
      </form>
    </section>
  );
}
