"use client";
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { apiRequest, apiUpload, errorMessages } from "@/lib/browser/api";
import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import { IMAGE_ACCEPT, UPLOAD_ACCEPT, UPLOAD_TYPE_BY_EXTENSION } from "@/lib/hoses/documents/client-types";
import type { UploadDto } from "@/lib/hoses/documents/schemas";
import { readAsBase64 } from "@/lib/hoses/documents/read-as-base64";

/** Signed links live 5 minutes: the page fetches fresh ones well before they expire. */
const REFRESH_LINKS_MS = 4 * 60 * 1000;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * What the documents and photos say, together for translation: the `documents` catalogue
 * namespace, whose British English entries are these. The hose page provides its language's
 * texts to every documents control on it (the panel, the timeline's photos) through
 * <DocumentsTextProvider>; without one, these.
 */
export const DOCUMENTS_TEXT = {
  none: "No documents.",
  newTab: "(opens in a new tab)",
  viewLarger: "View {filename} larger",
  imageFailed: "The image could not be loaded",
  imageFailedSentence: "The image could not be loaded.",
  loading: "Loading",
  loadingDots: "Loading…",
  deleteFailed: "The document could not be deleted",
  deleted: "Document deleted",
  deleteTitle: "Delete document",
  deleteQuestion: "Delete {filename}? This cannot be undone.",
  deleteNamed: "Delete {filename}",
  delete: "Delete",
  keep: "Don't delete",
  deleting: "Deleting",
  upload: "Upload a document",
  tooLarge: "The file must be 10 MB or smaller",
  photosOnly: "Only PNG and JPEG photos can be added to an inspection",
  typesOnly: "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded",
  uploadFailed: "The file could not be uploaded, please try again",
  uploaded: "File uploaded",
  uploadingDots: "Uploading…",
  uploading: "Uploading",
  accepted: "PNG, JPEG, PDF, Word or Excel, up to 10 MB",
  locale: "en-GB",
};

export type DocumentsText = Record<keyof typeof DOCUMENTS_TEXT, string>;

const DocumentsTextContext = createContext<DocumentsText>(DOCUMENTS_TEXT);

export function DocumentsTextProvider({ text, children }: { text: DocumentsText; children: React.ReactNode }) {
  return <DocumentsTextContext.Provider value={text}>{children}</DocumentsTextContext.Provider>;
}

const useDocumentsText = () => useContext(DocumentsTextContext);

const isImage = (u: Pick<UploadDto, "mimetype">) => u.mimetype === "image/png" || u.mimetype === "image/jpeg";

/**
 * The hose page's Documents panel (SPEC §2.5 HoseDetail "documents"): each document with a
 * 70 px thumbnail (images) or a type badge, its date and a signed download link; images open
 * larger (size 1). Users who can change the hose upload (png, jpg, jpeg, pdf, doc, docx, xls,
 * xlsx; progress shown; 'File uploaded') and delete (after a confirmation). Read-only users see
 * the list and the links only.
 */
export function HoseDocuments({
  org,
  hoseId,
  uploads,
  canChange,
}: {
  org: string;
  hoseId: string;
  uploads: UploadDto[];
  canChange: boolean;
}) {
  const router = useRouter();
  const T = useDocumentsText();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), REFRESH_LINKS_MS);
    return () => window.clearInterval(timer);
  }, [router]);

  return (
    <div className="space-y-3">
      {uploads.length ? (
        <ul
          aria-labelledby="hose-documents"
          className="divide-y divide-line rounded-lg border border-line"
          data-testid="hose-documents"
        >
          {uploads.map((u) => (
            <DocumentRow key={u.id} org={org} upload={u} canChange={canChange} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{T.none}</p>
      )}
      {canChange ? <UploadControl org={org} hoseId={hoseId} /> : null}
    </div>
  );
}

function DocumentRow({ org, upload, canChange }: { org: string; upload: UploadDto; canChange: boolean }) {
  const T = useDocumentsText();
  return (
    <li className="flex items-center gap-3 px-4 py-3 text-sm">
      {isImage(upload) ? <ImagePreview org={org} upload={upload} /> : <TypeBadge upload={upload} />}
      <div className="min-w-0 flex-1">
        <a
          href={upload.signedLink}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all font-medium text-primary underline-offset-2 hover:underline"
        >
          {upload.filename}
          <span className="sr-only"> {T.newTab}</span>
        </a>
        <p className="text-muted">
          {formatDateIn(upload.createdAt, T.locale)} · {formatSize(upload.size)}
        </p>
      </div>
      {canChange ? <DeleteDocument org={org} upload={upload} /> : null}
    </li>
  );
}

const BADGES: Record<number, { label: string; className: string }> = {
  2: { label: "PDF", className: "bg-red-700" },
  3: { label: "DOC", className: "bg-blue-700" },
  4: { label: "DOCX", className: "bg-blue-700" },
  5: { label: "XLS", className: "bg-green-800" },
  6: { label: "XLSX", className: "bg-green-800" },
};

function TypeBadge({ upload }: { upload: UploadDto }) {
  const badge = BADGES[upload.uploadType] ?? { label: "FILE", className: "bg-secondary" };
  return (
    <span
      aria-hidden
      className={`grid h-[52px] w-[70px] shrink-0 place-items-center rounded-md text-xs font-bold text-white ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; src: string };

/** Loads GET /uploads/{id}/{size} as a data URL; a failure shows the alert icon (SPEC §8). */
function useUploadImage(org: string, id: string, size: 1 | 3, enabled = true): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void apiRequest<{ mimetype: string; base64Data: string }>(`/uploads/${id}/${size}`, { org }).then((res) => {
      if (cancelled) return;
      setLoaded(
        res.ok
          ? { state: "ready", src: `data:${res.data.mimetype};base64,${res.data.base64Data}` }
          : { state: "failed" },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [org, id, size, enabled]);
  return loaded;
}

function AlertIcon({ label }: { label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="grid h-full w-full place-items-center text-error"
      data-testid="image-failed"
    >
      <svg viewBox="0 0 24 24" aria-hidden className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/** The 70 px thumbnail (size 3); activating it opens the 1200 px image (size 1) in a dialog. */
export function ImagePreview({ org, upload }: { org: string; upload: Pick<UploadDto, "id" | "filename"> }) {
  const thumb = useUploadImage(org, upload.id, 3);
  const T = useDocumentsText();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={upload.filename}
      wide
      trigger={
        <button
          type="button"
          className="grid h-[52px] w-[70px] shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-canvas"
          aria-label={formatText(T.viewLarger, { filename: upload.filename })}
          data-testid="thumbnail"
        >
          {thumb.state === "ready" ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL from our API, already 70 px wide
            <img src={thumb.src} alt="" width={70} className="max-h-[52px] w-[70px] object-cover" />
          ) : thumb.state === "failed" ? (
            <AlertIcon label={T.imageFailed} />
          ) : (
            <span className="sr-only">{T.loading}</span>
          )}
        </button>
      }
    >
      <LargeImage org={org} upload={upload} />
    </Dialog>
  );
}

function LargeImage({ org, upload }: { org: string; upload: Pick<UploadDto, "id" | "filename"> }) {
  const image = useUploadImage(org, upload.id, 1);
  const T = useDocumentsText();
  if (image.state === "failed") {
    return (
      <div className="flex items-center gap-2 text-error">
        <span className="h-6 w-6">
          <AlertIcon label={T.imageFailed} />
        </span>
        {T.imageFailedSentence}
      </div>
    );
  }
  if (image.state === "loading") return <p className="text-sm text-muted">{T.loadingDots}</p>;
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL from our API
  return <img src={image.src} alt={upload.filename} className="h-auto w-full rounded-md" data-testid="large-image" />;
}

function DeleteDocument({ org, upload }: { org: string; upload: UploadDto }) {
  const router = useRouter();
  const T = useDocumentsText();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  async function remove() {
    setPending(true);
    setErrors([]);
    const res = await apiRequest(`/uploads/${upload.id}`, {
      org,
      method: "DELETE",
      fallback: T.deleteFailed,
    });
    setPending(false);
    if (!res.ok) {
      setErrors(errorMessages(res.errors));
      return;
    }
    showNotice(res.message ?? T.deleted);
    setOpen(false);
    router.refresh();
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors([]);
      }}
      title={T.deleteTitle}
      description={formatText(T.deleteQuestion, { filename: upload.filename })}
      trigger={
        <Button variant="ghost" aria-label={formatText(T.deleteNamed, { filename: upload.filename })}>
          {T.delete}
        </Button>
      }
    >
      <div className="space-y-4">
        <ErrorList messages={errors} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {T.keep}
          </Button>
          <Button variant="danger" pending={pending} pendingLabel={T.deleting} onClick={() => void remove()}>
            {T.deleteTitle}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The upload control: the Documents panel's (every accepted type), or an inspection's photos
 * (images only, attached with hoseMetaId) in the timeline.
 */
export function UploadControl({
  org,
  hoseId,
  hoseMetaId,
  label,
  context,
}: {
  org: string;
  hoseId: string;
  hoseMetaId?: string;
  label?: string;
  /** Read by screen readers after the label, e.g. which inspection. */
  context?: string;
}) {
  const router = useRouter();
  const T = useDocumentsText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  async function send(file: File) {
    setErrors([]);
    if (file.size > MAX_BYTES) {
      setErrors([T.tooLarge]);
      return;
    }
    const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
    const uploadType = UPLOAD_TYPE_BY_EXTENSION[ext];
    if (!uploadType || (hoseMetaId && uploadType !== 1)) {
      setErrors([hoseMetaId ? T.photosOnly : T.typesOnly]);
      return;
    }
    setProgress(0);
    try {
      const res = await apiUpload("/uploads", {
        org,
        body: { base64Data: await readAsBase64(file), uploadType, hoseId, hoseMetaId, filename: file.name },
        onProgress: setProgress,
        fallback: T.uploadFailed,
      });
      if (!res.ok) {
        setErrors(errorMessages(res.errors));
        return;
      }
      showNotice(T.uploaded);
      router.refresh();
    } catch {
      // The file could not be read from the device.
      setErrors([T.uploadFailed]);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  const busy = progress !== null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={
            hoseMetaId
              ? `text-sm font-medium text-primary underline-offset-2 hover:underline ${busy ? "opacity-60" : "cursor-pointer"}`
              : buttonClasses("secondary", busy ? "pointer-events-none opacity-60" : "cursor-pointer")
          }
        >
          {busy ? T.uploadingDots : (label ?? T.upload)}
          {context ? <span className="sr-only"> {context}</span> : null}
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={hoseMetaId ? IMAGE_ACCEPT : UPLOAD_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void send(file);
          }}
        />
        {hoseMetaId ? null : <span className="text-xs text-muted">{T.accepted}</span>}
      </div>
      {busy ? (
        <div
          role="progressbar"
          aria-label={T.uploading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${Math.max(progress, 5)}%` }}
          />
        </div>
      ) : null}
      <ErrorList messages={errors} />
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
