"use client";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { DialogFooter } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError } from "@/components/ui/field-error";
import { showNotice } from "@/components/ui/notice-toast";
import { scanNextAction } from "@/components/scan/scan-tag-button";
import { InfoPanel } from "@/components/ui/status-message";
import { useRouteDialog } from "@/components/ui/route-dialog-api";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { endSession } from "@/lib/browser/api";
import { today as deviceToday } from "@/lib/dates";
import { inspectionInputErrors } from "@/lib/hoses/inspection-input";
import {
  dismissInspection,
  dismissInspectionByKey,
  queueInspection,
  replaceInspection,
  sendInspection,
  withoutPassword,
  type QueuedInspection,
} from "@/lib/offline/inspection-outbox";
import { UPLOAD_MAX_BYTES } from "@/lib/hoses/documents/schemas";
import type { ChecklistChoice } from "@/lib/checklists/checklist-choice";
import {
  checklistWords,
  InspectionChecklistFields,
  answerPhotoField,
  answersFloor,
  extrasBody,
  initialExtras,
  type InspectionExtras,
} from "./inspection-checklist-fields";
import { readAsBase64 } from "@/lib/hoses/documents/read-as-base64";
import { jpegFilename, shrinkPhoto } from "@/lib/hoses/documents/shrink-photo";
import { ATTESTATION_TEXT } from "@/lib/inspections/attestation-text";
import { formatText } from "@/lib/i18n/format-text";
import type { InspectionText } from "./inspection-text";
import { SIGNATURE_TEXT, SignaturePad } from "./signature-pad";

/** Shown when a picked photo cannot be decoded by this browser, so it cannot be made a JPEG. */
export const PHOTO_UNREADABLE =
  "This photo cannot be read on this device (a HEIC photo, for example): choose a JPEG or PNG photo, or set the camera to save JPEG";

/** Shown when the inspection could not be sent and is kept on the device. */
export const KEPT_OFFLINE =
  "No network: the inspection is saved on this device and will be sent when the network is back";

/** Shown when the server is slow to answer: the form has closed, the inspection is on its way. */
export const SENDING_IN_BACKGROUND = "The inspection is saved on this device and is being sent";

/**
 * How long the form waits for the server's answer before it closes anyway. A weak signal can
 * take seconds to answer; the inspection is then kept on the device under its Idempotency-Key,
 * so whichever send lands first records it and any other gets the same answer back.
 */
const SLOW_ANSWER_MS = 600;

/** The photo field's hint. */
export const PHOTO_HINT =
  "Kept with the inspection, also without a network. Saved as a JPEG of at most 2,400 px, and sent in the background once the inspection is recorded.";

/**
 * Said on the offline form when the customer requires a competence: the device cannot check the
 * inspector's records, so the refusal would only come once the kept inspection is sent.
 */
export const OFFLINE_COMPETENCE_WARNING =
  "This customer requires inspectors with an approved, valid competence record. This device cannot check yours without a network: if it is missing, expired or not approved yet, the inspection will be refused when it is sent.";

/** Said before recording when the customer requires a competence the inspector has no valid record of. */
export const COMPETENCE_WARNING =
  "This customer requires inspectors with a valid competence record, and none of yours is valid today: the inspection will be refused. Add your competence on your profile first.";

/** Said over a refused inspection reopened to be corrected. */
export const RESEND_INTRO = "The server refused this inspection. Correct it and record it again.";

/** Said while a picked photo is made a JPEG. */
export const PHOTO_PREPARING = "Preparing the photo…";

/** The dialog's words in British English: what the form says when the page hands it none. */
const INSPECTION_TEXT: InspectionText = {
  title: "Record inspection",
  result: "Result",
  goodHint: "No defects",
  monitorHint: "Check again soon",
  replaceHint: "Take out of service",
  date: "Inspection date",
  dateHint: "dd/mm/yyyy",
  notes: "Notes",
  optional: "(optional)",
  photo: "Photo",
  photoHint: PHOTO_HINT,
  photoPreparing: PHOTO_PREPARING,
  photoReady: "{filename} is ready ({size} MB)",
  photoKept: "The photo {filename} is kept with it; choose another to replace it.",
  photoUnreadable: PHOTO_UNREADABLE,
  keptOffline: KEPT_OFFLINE,
  sendingInBackground: SENDING_IN_BACKGROUND,
  resendIntro: RESEND_INTRO,
  competenceWarning: COMPETENCE_WARNING,
  offlineCompetenceWarning: OFFLINE_COMPETENCE_WARNING,
  submit: "Record inspection",
  recording: "Recording",
  cancel: "Cancel",
  signature: SIGNATURE_TEXT.legend,
  signatureRequiredHere: SIGNATURE_TEXT.required,
  signatureOptional: SIGNATURE_TEXT.optional,
  signaturePad: SIGNATURE_TEXT.padLabel,
  clearSignature: SIGNATURE_TEXT.clear,
  signed: SIGNATURE_TEXT.signed,
  orPassword: SIGNATURE_TEXT.orPassword,
  good: "Good",
  monitor: "Monitor",
  replace: "Replace",
  errors: {},
  locale: "en-GB",
};

/** Error lists with the sentences the page translated in its language; others as they came. */
const translated = (errors: Record<string, string[]>, text: InspectionText) =>
  Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((m) => text.errors[m] ?? m)]));

// The chosen result is told by its colour on white (a tinted background took the text below the
// contrast WCAG asks for) and a doubled border.
const RESULTS = [
  {
    value: "0",
    label: "good",
    hint: "goodHint",
    className:
      "peer-checked:border-success peer-checked:inset-ring-1 peer-checked:inset-ring-success peer-checked:text-success",
  },
  {
    value: "1",
    label: "monitor",
    hint: "monitorHint",
    className:
      "peer-checked:border-warning peer-checked:inset-ring-1 peer-checked:inset-ring-warning peer-checked:text-warning",
  },
  {
    value: "2",
    label: "replace",
    hint: "replaceHint",
    className:
      "peer-checked:border-error peer-checked:inset-ring-1 peer-checked:inset-ring-error peer-checked:text-error",
  },
] as const;

/**
 * Record an inspection from the hose page: three large result buttons (a radio group, so
 * arrows move between them), the inspection date (today unless changed) and notes.
 *
 * Checked on the device first with the schema the server parses it with, then sent as the
 * mobile app sends it (POST /api/v1/hoseMeta) with an Idempotency-Key chosen here: without a
 * network (or while the server cannot take it) the inspection is kept on the device with that
 * key and sent later by <OfflineInspections>, once, in order (lib/offline). A photo is made a
 * JPEG of at most 2,400 px here, before anything is saved; the form closes as soon as the
 * inspection is stored, and the photo follows in the background from the outbox.
 *
 * With `resend`, a kept inspection the server refused is reopened with its values and the
 * reasons; recorded again, it replaces that one.
 */
export function InspectionForm({
  userId,
  org,
  hoseId,
  hoseTitle,
  today,
  note,
  resend,
  checklists = { checklists: [], chosenId: null, required: false },
  rules,
  text: T = INSPECTION_TEXT,
}: {
  /** The dialog's words in the page's language; British English without. */
  text?: InspectionText;
  userId: string;
  org: string;
  hoseId: string;
  hoseTitle: string;
  /** dd/mm/yyyy */
  today: string;
  /** Said before recording when the result will not become the hose's status (uninstalled, past replacement). */
  note?: string | null;
  resend?: QueuedInspection;
  /** The checklists the hose's customer may use, the one it chose, and whether one is required. */
  checklists?: ChecklistChoice;
  /** The customer's inspection rules as far as this page knows them, and whether the inspector meets the competence one. */
  rules?: { requireSignature: boolean; competenceMissing: boolean; competenceUnchecked?: boolean };
}) {
  const C = checklistWords(T.checklist);
  const SCAN_NEXT_ACTION = scanNextAction(T.scanNext);
  /** A picked photo, ready: its name and size in the page's language. */
  const photoReadyText = (filename: string, bytes: number) =>
    formatText(T.photoReady, {
      filename,
      size: new Intl.NumberFormat(T.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        bytes / 1_048_576,
      ),
    });
  const keptPhotoText = (filename: string) => formatText(T.photoKept, { filename });
  const dialog = useRouteDialog();
  const router = useRouter();
  const [rawErrors, setErrors] = useState<Record<string, string[]>>(
    () => resend?.refusedErrors ?? (resend?.refused ? { global: resend.refused } : {}),
  );
  const errors = translated(rawErrors, T);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<string>(resend?.body.inspectionResult ?? "");
  const [notes, setNotes] = useState(resend?.body.notes ?? "");
  const [extras, setExtras] = useState<InspectionExtras>(() => initialExtras(checklists, resend?.body));
  const checklist = checklists.checklists.find((c) => c.id === extras.checklistId) ?? null;
  // The result follows the answers: what they rule out is disabled, and a result below what
  // they allow moves up to it (a failed critical criterion turns the hose to Replace at once).
  const floor = answersFloor(extras, checklist);
  // An extraordinary event without a result is recorded alone: an inspection becomes due now.
  const eventOnly = extras.inspectionType === "extraordinary" && result === "" && !checklist;
  const changeExtras = (next: InspectionExtras) => {
    setExtras(next);
    const least = answersFloor(next, checklists.checklists.find((c) => c.id === next.checklistId) ?? null);
    if (least > 0 && (result === "" || Number(result) < least)) setResult(String(least));
  };
  const [signature, setSignature] = useState<{ image: string | null; password: string }>({
    image: resend?.body.signatureImage ?? null,
    password: "",
  });
  const photoId = useId();
  // The picked photo is made a JPEG as soon as it is picked (decoding and encoding a 12 MP photo
  // takes a moment on a phone), so recording waits for it only if it is not ready yet.
  type Prepared = { filename: string; base64Data: string; bytes: number } | null;
  const photoJob = useRef<Promise<Prepared> | null>(null);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    setErrors(({ photo: _, ...rest }) => rest);
    if (!file) {
      photoJob.current = null;
      setPhotoNote(null);
      return;
    }
    setPhotoNote(T.photoPreparing);
    const job = preparePhoto(file);
    photoJob.current = job;
    void job.then((prepared) => {
      if (photoJob.current !== job) return; // another photo was picked meanwhile
      setPhotoNote(prepared ? photoReadyText(prepared.filename, prepared.bytes) : null);
      if (!prepared) setErrors((e) => ({ ...e, photo: [T.photoUnreadable] }));
    });
  };
  // The photos of failed answers, made JPEGs as soon as they are picked, like the inspection's.
  const answerJobs = useRef<Record<string, Promise<Prepared>>>({});
  const [answerNotes, setAnswerNotes] = useState<Record<string, string>>(() =>
    Object.fromEntries((resend?.answerPhotos ?? []).map((p) => [p.criterionId, keptPhotoText(p.filename)])),
  );
  const pickAnswerPhoto = (criterionId: string, file: File | undefined) => {
    const field = answerPhotoField(criterionId);
    setErrors(({ [field]: _, ...rest }) => rest);
    const { [criterionId]: _previous, ...others } = answerJobs.current;
    answerJobs.current = others;
    if (!file) {
      setAnswerNotes(({ [criterionId]: _, ...rest }) => rest);
      return;
    }
    setAnswerNotes((n) => ({ ...n, [criterionId]: PHOTO_PREPARING }));
    const job = preparePhoto(file);
    answerJobs.current = { ...answerJobs.current, [criterionId]: job };
    void job.then((prepared) => {
      if (answerJobs.current[criterionId] !== job) return; // another photo was picked meanwhile
      if (prepared) setAnswerNotes((n) => ({ ...n, [criterionId]: photoReadyText(prepared.filename, prepared.bytes) }));
      else {
        setAnswerNotes(({ [criterionId]: _, ...rest }) => rest);
        setErrors((e) => ({ ...e, [field]: [T.photoUnreadable] }));
      }
    });
  };
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const body = {
      hoseId,
      inspectionResult: result,
      // An extraordinary event recorded alone (no result) has no inspection date.
      inspectionDate: eventOnly ? "" : String(fields.get("inspectionDate") ?? ""),
      notes,
      ...extrasBody(extras, checklist),
      ...(signature.image ? { signatureImage: signature.image } : {}),
      ...(!signature.image && signature.password ? { signaturePassword: signature.password } : {}),
    };
    // What the server would refuse whatever the hose: said now, not after a sync.
    const invalid = inspectionInputErrors(body, deviceToday());
    if (invalid) return setErrors(invalid);
    if (checklist && checklist.criteria.some((c) => !extras.answers[c.id]))
      return setErrors({ checklistResults: [C.answerEvery] });
    // The customer wants it signed: said now, before it is sent or kept on the device.
    if (rules?.requireSignature && !body.signatureImage && !body.signaturePassword)
      return setErrors({ signature: [ATTESTATION_TEXT.signatureRequired] });
    setPending(true);
    setErrors({});
    // Every photo becomes a JPEG of at most 2,400 px: one this browser cannot decode is refused
    // now, before the inspection is recorded, rather than after it with the photo lost.
    let photo: QueuedInspection["photo"] = resend?.photo;
    if (photoJob.current) {
      const prepared = await photoJob.current;
      if (!prepared) {
        setErrors({ photo: [T.photoUnreadable] });
        setPending(false);
        return;
      }
      photo = { filename: prepared.filename, base64Data: prepared.base64Data };
    }
    // A photo goes with an answer that still fails; one kept from a refused send stays unless replaced.
    const failed = new Set(
      (checklist?.criteria ?? []).filter((c) => extras.answers[c.id]?.result === "fail").map((c) => c.id),
    );
    const answerPhotos = (resend?.answerPhotos ?? []).filter(
      (p) => failed.has(p.criterionId) && !answerJobs.current[p.criterionId],
    );
    for (const [criterionId, job] of Object.entries(answerJobs.current)) {
      if (!failed.has(criterionId)) continue;
      const prepared = await job;
      if (!prepared) {
        setErrors({ [answerPhotoField(criterionId)]: [T.photoUnreadable] });
        setPending(false);
        return;
      }
      answerPhotos.push({ criterionId, filename: prepared.filename, base64Data: prepared.base64Data });
    }
    const item: QueuedInspection = {
      key: crypto.randomUUID(),
      userId,
      org,
      hoseTitle,
      recordedAt: resend?.recordedAt ?? new Date().toISOString(),
      body,
      ...(photo ? { photo } : {}),
      ...(answerPhotos.length ? { answerPhotos } : {}),
    };
    const sending = sendInspection(item);
    const outcome = await Promise.race([
      sending,
      new Promise<"slow">((resolve) => setTimeout(() => resolve("slow"), SLOW_ANSWER_MS)),
    ]);
    if (outcome === "slow") {
      // The form closes now; the page stays, and keeps the inspection on the device, so nothing
      // is lost if the answer never comes: the outbox sends the kept copy with the same key (at
      // most the same answer again) unless this send lands first.
      showNotice(T.sendingInBackground);
      dialog.close();
      const keep = withoutPassword(item);
      const kept = resend?.seq !== undefined ? replaceInspection(resend.seq, keep) : queueInspection(keep);
      void Promise.all([kept, sending]).then(async ([, late]) => {
        if (late.kind !== "sent") return; // the kept copy goes out with the outbox, or is refused there
        await dismissInspectionByKey(item.key);
        showNotice(late.message, SCAN_NEXT_ACTION);
        router.refresh();
      });
      return;
    }
    if (outcome.kind === "refused") {
      setErrors(outcome.errors);
      setPending(false);
      return;
    }
    // Recorded: the notice offers the next hose's scan, the usual next step on a round.
    if (outcome.kind === "sent") {
      if (resend?.seq !== undefined) await dismissInspection(resend.seq);
      return dialog.done(outcome.message ?? undefined, SCAN_NEXT_ACTION);
    }
    // Kept for later: close without reloading the page's data (no network to reload it with).
    if (resend?.seq !== undefined) await replaceInspection(resend.seq, withoutPassword(item));
    else await queueInspection(withoutPassword(item));
    // The session has ended: the inspection waits on this device, and is sent after login.
    if (outcome.kind === "signedOut") return endSession();
    showNotice(T.keptOffline, SCAN_NEXT_ACTION);
    dialog.close();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {resend ? <InfoPanel>{T.resendIntro}</InfoPanel> : null}
      {note ? <InfoPanel>{note}</InfoPanel> : null}
      <InspectionChecklistFields
        choice={checklists}
        extras={extras}
        onChange={changeExtras}
        errors={errors}
        photoNotes={answerNotes}
        onPhoto={pickAnswerPhoto}
        text={T.checklist}
      />
      {rules?.competenceMissing ? <InfoPanel>{T.competenceWarning}</InfoPanel> : null}
      {rules?.competenceUnchecked ? <InfoPanel>{T.offlineCompetenceWarning}</InfoPanel> : null}
      <fieldset aria-describedby={errors.inspectionResult?.length ? "inspection-result-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{T.result}</legend>
        <div className="grid grid-cols-3 gap-2">
          {RESULTS.map((r) => (
            <label key={r.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name="inspectionResult"
                value={r.value}
                checked={result === r.value}
                disabled={Number(r.value) < floor}
                onChange={() => setResult(r.value)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-20 flex-col items-center justify-center rounded-lg border-2 border-line px-2 py-3 text-center font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-disabled:cursor-not-allowed peer-disabled:text-muted peer-disabled:line-through ${r.className}`}
              >
                {T[r.label]}
                <span className="mt-1 text-xs font-normal text-muted">{T[r.hint]}</span>
              </span>
            </label>
          ))}
        </div>
        {extras.inspectionType === "extraordinary" && !checklist ? (
          <p className="mt-2 text-sm text-muted">{C.eventHint}</p>
        ) : null}
        {floor > 0 ? (
          <p className="mt-2 text-sm" role="status">
            {floor === 2 ? C.forcesReplace : C.forcesMonitor}
          </p>
        ) : null}
        <FieldError id="inspection-result-error" messages={errors.inspectionResult} />
      </fieldset>
      <DateField
        name="inspectionDate"
        label={T.date}
        hint={T.dateHint}
        locale={T.locale}
        defaultValue={resend?.body.inspectionDate ?? today}
        errors={errors.inspectionDate}
      />
      <TextAreaField
        name="notes"
        label={T.notes}
        optional={T.optional}
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        errors={errors.notes}
      />
      <div>
        <label htmlFor={photoId} className="mb-1 block text-sm font-medium">
          {T.photo} <span className="font-normal text-muted">{T.optional}</span>
        </label>
        {/* capture: a phone opens its rear camera; a computer offers its files. */}
        <input
          id={photoId}
          name="photo"
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => pick(e.target.files?.[0])}
          aria-describedby={`${photoId}-hint${photoNote ? ` ${photoId}-state` : ""}${errors.photo?.length ? ` ${photoId}-error` : ""}`}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
        />
        <p id={`${photoId}-hint`} className="mt-1 text-sm text-muted">
          {T.photoHint}
        </p>
        {photoNote ? (
          <p id={`${photoId}-state`} role="status" className="mt-1 text-sm">
            {photoNote}
          </p>
        ) : resend?.photo ? (
          <p className="mt-1 text-sm">{formatText(T.photoKept, { filename: resend.photo.filename })}</p>
        ) : null}
        <FieldError id={`${photoId}-error`} messages={errors.photo} />
      </div>
      <SignaturePad
        required={rules?.requireSignature ?? false}
        text={{
          legend: T.signature,
          required: T.signatureRequiredHere,
          optional: T.signatureOptional,
          padLabel: T.signaturePad,
          clear: T.clearSignature,
          signed: T.signed,
          orPassword: T.orPassword,
        }}
        onChange={setSignature}
        errors={[...(errors.signature ?? []), ...(errors.signatureImage ?? []), ...(errors.signaturePassword ?? [])]}
      />
      <ErrorList
        messages={otherErrors(errors, [
          "inspectionResult",
          "inspectionDate",
          "notes",
          "photo",
          "inspectionType",
          "extraordinaryReason",
          "extraordinaryReasonText",
          "checklistId",
          "checklistResults",
          "signature",
          "signatureImage",
          "signaturePassword",
          ...Object.keys(errors).filter((k) => k.startsWith(answerPhotoField(""))),
        ])}
      />
      <DialogFooter
        submitLabel={eventOnly ? C.recordEvent : T.submit}
        cancelLabel={T.cancel}
        pending={pending}
        pendingLabel={T.recording}
        submitDisabled={result === "" && !eventOnly}
      />
    </form>
  );
}

/** A picked photo as the JPEG kept and sent (null when this browser cannot decode it). */
async function preparePhoto(file: File) {
  const jpeg = await shrinkPhoto(file, { maxBytes: UPLOAD_MAX_BYTES });
  if (!jpeg) return null;
  return { filename: jpegFilename(file.name), base64Data: await readAsBase64(jpeg), bytes: jpeg.size };
}
