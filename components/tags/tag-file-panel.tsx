"use client";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { apiUpload, errorMessages } from "@/lib/browser/api";
import { DEFAULT_MAX_CHECKS } from "@/lib/tags/schemas";

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
}: {
  org: string;
  kind: "upload" | "delete";
  /** The client's distributors (upload only). */
  distributors?: readonly SelectOption[];
}) {
  const router = useRouter();
  const fileId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ message: string; inUse: string[]; inUseCount: number } | null>(null);
  const title = kind === "upload" ? "Upload tags" : "Delete tags";

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors([]);
    setFieldErrors({});
    setDone(null);
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    if (!(file instanceof File) || !file.name) {
      setFieldErrors({ file: ["Please choose a CSV file"] });
      return;
    }
    if (!file.name.toLowerCase().endsWith(".csv")) {
      setFieldErrors({ file: [kind === "upload" ? "Only .csv files can be uploaded" : "Only .csv files can be used"] });
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
        setErrors(
          other.length || fileMessages || batchName || distributorId
            ? other
            : ["The file could not be processed, please try again"],
        );
        return;
      }
      const result = res.data;
      setDone({
        message:
          kind === "upload"
            ? `Added ${result.count} tags to the system`
            : `Removed ${result.count} tags from the system`,
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
      <p className="text-sm text-muted">
        {kind === "upload"
          ? "A CSV file with one tag id per line. Tag ids are unique within this client."
          : "A CSV file with one tag id per line. Tags fitted to a hose are not removed."}
      </p>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        {kind === "upload" ? (
          <>
            <TextField name="batchName" label="Batch name" required maxLength={100} errors={fieldErrors.batchName} />
            <SelectField
              name="distributorId"
              label="Allocated to"
              options={distributors}
              placeholder="Not allocated yet (any distributor)"
              hint="Only this distributor's customers can fit the batch's tags."
              errors={fieldErrors.distributorId}
            />
          </>
        ) : null}
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            Tag file (.csv)
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
              aria-label={kind === "upload" ? "Uploading tags" : "Deleting tags"}
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
              {progress < 100 ? `Sending the file: ${progress}%` : "Processing the file"}
            </p>
          </div>
        ) : null}
        <ErrorList messages={errors} />
        {done ? (
          <StatusMessage>
            {done.message}
            {done.inUseCount > 0
              ? `. ${done.inUseCount} tags are in use and were not removed: ${done.inUse.join(", ")}${done.inUseCount > done.inUse.length ? " ..." : ""}`
              : ""}
          </StatusMessage>
        ) : null}
        <Button
          type="submit"
          variant={kind === "delete" ? "danger" : "primary"}
          pending={busy}
          pendingLabel={kind === "upload" ? "Uploading" : "Deleting"}
        >
          {title}
        </Button>
      </form>
    </section>
  );
}
