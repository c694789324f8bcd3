"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { apiRequest, apiUpload, errorMessages } from "@/lib/browser/api";
import type { CompetenceRow } from "@/lib/competences";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { readAsBase64 } from "@/lib/hoses/documents/read-as-base64";
import { formatText } from "@/lib/i18n/format-text";
import type { CompetencesText } from "./competence-approval-text";

/** The certificate on file, to download; or that there is none. */
export function CertificateOnFile({
  org,
  competence,
  text,
}: {
  text: CompetencesText;
  org: string;
  competence: Pick<CompetenceRow, "id" | "qualification" | "certificate">;
}) {
  return competence.certificate ? (
    <CertificateDownload
      org={org}
      competenceId={competence.id}
      qualification={competence.qualification}
      filename={competence.certificate.filename}
      text={text}
    />
  ) : (
    <p className="text-muted">{text.noCertificate}</p>
  );
}

/**
 * 'Download' of a competence's certificate: a fresh 5-minute link, asked for when clicked (the
 * holder, or an Admin who approves the holder's competences).
 */
export function CertificateDownload({
  org,
  competenceId,
  qualification,
  filename,
  text,
}: {
  text: CompetencesText;
  org: string;
  competenceId: string;
  qualification: string;
  filename: string;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    setErrors([]);
    const res = await apiRequest<{ url?: string }>(`/competences/${competenceId}/certificate`, {
      org,
      fallback: text.downloadFailed,
    });
    setPending(false);
    if (!res.ok || !res.data.url) {
      setErrors(res.ok ? [text.downloadFailed] : errorMessages(res.errors));
      return;
    }
    // The link answers with Content-Disposition: attachment, so the page stays.
    window.location.assign(res.data.url);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>
        <span className="text-muted">{text.certificate}</span> <span className="break-all">{filename}</span>
      </span>
      <Button
        variant="secondary"
        pending={pending}
        aria-label={formatText(text.downloadOf, { qualification })}
        onClick={() => void download()}
      >
        {text.download}
      </Button>
      <ErrorList messages={errors} />
    </div>
  );
}

/**
 * One's own competence record's certificate: the file on record with 'Download', and a file
 * field to file (or replace) it, unless an Admin approved the record with the one on file.
 */
export function CompetenceCertificate({
  org,
  competence,
  text,
}: {
  org: string;
  competence: CompetenceRow;
  text: CompetencesText;
}) {
  const router = useRouter();
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const c = competence;
  const locked = c.approved && c.certificate !== null;
  async function upload(file: File | undefined) {
    setErrors([]);
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) return setErrors([UPLOAD_TOO_LARGE]);
    setProgress(0);
    const res = await apiUpload<{ filename: string }>(`/me/competences/${c.id}/certificate`, {
      org,
      method: "PUT",
      body: { base64Data: await readAsBase64(file), filename: file.name },
      fallback: text.uploadFailed,
      onProgress: setProgress,
    });
    setProgress(null);
    if (!res.ok) return setErrors(errorMessages(res.errors));
    showNotice(res.message ?? undefined);
    router.refresh();
  }
  return (
    <div className="mt-2 space-y-2 text-sm">
      <CertificateOnFile org={org} competence={c} text={text} />
      {locked ? null : (
        <div>
          <label htmlFor={id} className="mb-1 block font-medium">
            {c.certificate ? text.replace : text.upload}
            <span className="sr-only"> {formatText(text.of, { qualification: c.qualification })}</span>
          </label>
          <input
            id={id}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            disabled={progress !== null}
            onChange={(e) => void upload(e.target.files?.[0])}
            aria-describedby={`${id}-hint`}
            className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          <p id={`${id}-hint`} className="mt-1 text-muted">
            {text.hint}
          </p>
          {progress !== null ? <p role="status">{formatText(text.uploading, { percent: progress })}</p> : null}
          <ErrorList messages={errors} />
        </div>
      )}
    </div>
  );
}
