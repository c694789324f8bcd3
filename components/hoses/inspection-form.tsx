"use client";
import { useId, useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { DialogFooter } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError } from "@/components/ui/field-error";
import { showNotice } from "@/components/ui/notice-toast";
import { InfoPanel } from "@/components/ui/status-message";
import { useRouteDialog } from "@/components/ui/route-dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { endSession } from "@/lib/browser/api";
import { queueInspection, sendInspection, type QueuedInspection } from "@/lib/offline/inspection-outbox";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { readAsBase64 } from "@/lib/hoses/documents/read-as-base64";
import { shrinkPhoto } from "@/lib/hoses/documents/shrink-photo";

/** Shown when a picked photo is neither PNG nor JPEG and the browser cannot turn it into a JPEG. */
export const PHOTO_UNREADABLE =
  "This photo cannot be read on this device (a HEIC photo, for example): choose a JPEG or PNG photo, or set the camera to save JPEG";

/** What the server stores as an image (lib/uploads/file-types.ts): other images are converted here. */
const STORED_IMAGE_TYPES = ["image/png", "image/jpeg"];

/** Shown when the inspection could not be sent and is kept on the device. */
export const KEPT_OFFLINE =
  "No network: the inspection is saved on this device and will be sent when the network is back";

const RESULTS = [
  {
    value: "0",
    label: "Good",
    hint: "No defects",
    className: "peer-checked:border-success peer-checked:bg-success/10 peer-checked:text-success",
  },
  {
    value: "1",
    label: "Monitor",
    hint: "Check again soon",
    className: "peer-checked:border-warning peer-checked:bg-warning/10 peer-checked:text-warning",
  },
  {
    value: "2",
    label: "Replace",
    hint: "Take out of service",
    className: "peer-checked:border-error peer-checked:bg-error/10 peer-checked:text-error",
  },
] as const;

/**
 * Record an inspection from the hose page: three large result buttons (a radio group, so
 * arrows move between them), the inspection date (today unless changed) and notes.
 *
 * Sent as the mobile app sends it (POST /api/v1/hoseMeta) with an Idempotency-Key chosen here:
 * without a network (or while the server cannot take it) the inspection is kept on the device
 * with that key and sent later by <OfflineInspections>, once, in order (lib/offline).
 */
export function InspectionForm({
  userId,
  org,
  hoseId,
  hoseTitle,
  today,
  note,
}: {
  userId: string;
  org: string;
  hoseId: string;
  hoseTitle: string;
  today: string;
  /** Said before recording when the result will not become the hose's status (uninstalled, past replacement). */
  note?: string | null;
}) {
  const dialog = useRouteDialog();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<string>("");
  const [notes, setNotes] = useState("");
  const photoId = useId();
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const picked = fields.get("photo");
    const file = picked instanceof File && picked.size > 0 ? picked : null;
    if (file && file.size > UPLOAD_MAX_BYTES) {
      setErrors({ photo: [UPLOAD_TOO_LARGE] });
      return;
    }
    // The server stores PNG and JPEG only: any other image (WebP, GIF, HEIC where the browser
    // reads it) becomes a JPEG here, and one it cannot read is refused now, before the
    // inspection is recorded, rather than after it with the photo lost.
    setPending(true);
    setErrors({});
    let photo: QueuedInspection["photo"];
    if (file && STORED_IMAGE_TYPES.includes(file.type)) {
      photo = { filename: file.name || "photo.jpg", base64Data: await readAsBase64(file) };
    } else if (file) {
      const base64Data = await shrinkPhoto(file, Math.floor((UPLOAD_MAX_BYTES * 4) / 3));
      if (!base64Data) {
        setErrors({ photo: [PHOTO_UNREADABLE] });
        setPending(false);
        return;
      }
      photo = { filename: `${(file.name || "photo").replace(/\.[^.]*$/, "")}.jpg`, base64Data };
    }
    const item: QueuedInspection = {
      key: crypto.randomUUID(),
      userId,
      org,
      hoseTitle,
      recordedAt: new Date().toISOString(),
      body: { hoseId, inspectionResult: result, inspectionDate: String(fields.get("inspectionDate") ?? ""), notes },
      ...(photo ? { photo } : {}),
    };
    const outcome = await sendInspection(item);
    if (outcome.kind === "refused") {
      setErrors(outcome.errors);
      setPending(false);
      return;
    }
    if (outcome.kind === "sent") return dialog.done(outcome.message ?? undefined);
    // Kept for later: close without reloading the page's data (no network to reload it with).
    await queueInspection(item);
    // The session has ended: the inspection waits on this device, and is sent after login.
    if (outcome.kind === "signedOut") return endSession();
    showNotice(KEPT_OFFLINE);
    dialog.close();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {note ? <InfoPanel>{note}</InfoPanel> : null}
      <fieldset aria-describedby={errors.inspectionResult?.length ? "inspection-result-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Result</legend>
        <div className="grid grid-cols-3 gap-2">
          {RESULTS.map((r) => (
            <label key={r.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name="inspectionResult"
                value={r.value}
                checked={result === r.value}
                onChange={() => setResult(r.value)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-20 flex-col items-center justify-center rounded-lg border-2 border-line px-2 py-3 text-center font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${r.className}`}
              >
                {r.label}
                <span className="mt-1 text-xs font-normal text-muted">{r.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="inspection-result-error" messages={errors.inspectionResult} />
      </fieldset>
      <DateField name="inspectionDate" label="Inspection date" defaultValue={today} errors={errors.inspectionDate} />
      <TextAreaField
        name="notes"
        label="Notes"
        optional
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        errors={errors.notes}
      />
      <div>
        <label htmlFor={photoId} className="mb-1 block text-sm font-medium">
          Photo <span className="font-normal text-muted">(optional)</span>
        </label>
        {/* capture: a phone opens its rear camera; a computer offers its files. */}
        <input
          id={photoId}
          name="photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby={`${photoId}-hint${errors.photo?.length ? ` ${photoId}-error` : ""}`}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
        />
        <p id={`${photoId}-hint`} className="mt-1 text-sm text-muted">
          Kept with the inspection, also without a network. Photos other than JPEG and PNG are saved as JPEG.
        </p>
        <FieldError id={`${photoId}-error`} messages={errors.photo} />
      </div>
      <ErrorList messages={otherErrors(errors, ["inspectionResult", "inspectionDate", "notes", "photo"])} />
      <DialogFooter
        submitLabel="Record inspection"
        pending={pending}
        pendingLabel="Recording"
        submitDisabled={result === ""}
      />
    </form>
  );
}
