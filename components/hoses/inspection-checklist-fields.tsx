"use client";
import { FieldError } from "@/components/ui/field-error";
import { RadioGroup } from "@/components/ui/radio-group";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { leastResult } from "@/lib/checklists/answers";
import type { ChecklistChoice } from "@/lib/checklists/checklist-choice";
import { ANSWER_LABELS, EXTRAORDINARY_REASON_LABELS, INSPECTION_TYPE_LABELS } from "@/lib/checklists/labels";
import { EXTRAORDINARY_REASONS, INSPECTION_TYPES, type Checklist } from "@/lib/checklists/schemas";
import type { ExtraordinaryReason, InspectionType } from "@/lib/checklists/schemas";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/** The words of the inspection's type, reason and checklist, together for translation. */
export const CHECKLIST_TEXT = {
  type: "Inspection type",
  reason: "Reason",
  reasonText: "What happened",
  checklist: "Checklist",
  noChecklist: "No checklist",
  requiredHint: "This customer requires a checklist with every inspection.",
  critical: "Critical",
  note: "Note",
  photo: "Photo",
  photoOf: (criterion: string) => ` of ${criterion}`,
  photoHint: "Optional. Sent in the background with the inspection.",
  forcesReplace: "A failed critical criterion means Replace.",
  forcesMonitor: "A failed criterion means at least Monitor.",
  answerEvery: "Answer every criterion of the checklist",
  eventHint: "Leave the result empty to record the event alone: an inspection of the hose is then due at once.",
  recordEvent: "Record event",
  version: (name: string, version: number) => `${name} (version ${version})`,
  typeLabels: INSPECTION_TYPE_LABELS as Record<InspectionType, string>,
  reasonLabels: EXTRAORDINARY_REASON_LABELS as Record<ExtraordinaryReason, string>,
  answerLabels: ANSWER_LABELS as Record<"pass" | "fail" | "na", string>,
};

/** The catalogue's words of these fields in the page's language (the `inspectionChecklist` namespace). */
export type ChecklistText = Record<keyof typeof enGB.inspectionChecklist, string>;

/** The fields' words: from the catalogue's texts when the page gives them, else British English. */
export function checklistWords(text: ChecklistText | undefined): typeof CHECKLIST_TEXT {
  if (!text) return CHECKLIST_TEXT;
  return {
    type: text.type,
    reason: text.reason,
    reasonText: text.reasonText,
    checklist: text.checklist,
    noChecklist: text.noChecklist,
    requiredHint: text.requiredHint,
    critical: text.critical,
    note: text.note,
    photo: text.photo,
    photoOf: (criterion: string) => formatText(text.photoOf, { criterion }),
    photoHint: text.photoHint,
    forcesReplace: text.forcesReplace,
    forcesMonitor: text.forcesMonitor,
    answerEvery: text.answerEvery,
    eventHint: text.eventHint,
    recordEvent: text.recordEvent,
    version: (name: string, version: number) => formatText(text.version, { name, version }),
    typeLabels: { initial: text.typeInitial, periodic: text.typePeriodic, extraordinary: text.typeExtraordinary },
    reasonLabels: {
      damage: text.reasonDamage,
      relocation: text.reasonRelocation,
      idle: text.reasonIdle,
      overpressure: text.reasonOverpressure,
      other: text.reasonOther,
    },
    answerLabels: { pass: text.answerPass, fail: text.answerFail, na: text.answerNa },
  };
}

export type ChecklistAnswers = Record<string, { result: "pass" | "fail" | "na"; note: string }>;

export type InspectionExtras = {
  inspectionType: string;
  extraordinaryReason: string;
  extraordinaryReasonText: string;
  checklistId: string;
  answers: ChecklistAnswers;
};

/** The fields' starting values: periodic, the customer's chosen checklist, nothing answered. */
export function initialExtras(choice: ChecklistChoice, body?: Partial<InspectionBodyExtras>): InspectionExtras {
  const answers: ChecklistAnswers = {};
  for (const a of body?.checklistResults ?? []) answers[a.criterionId] = { result: a.result, note: a.note ?? "" };
  return {
    inspectionType: body?.inspectionType ?? "periodic",
    extraordinaryReason: body?.extraordinaryReason ?? "",
    extraordinaryReasonText: body?.extraordinaryReasonText ?? "",
    checklistId: body?.checklistId ?? choice.chosenId ?? "",
    answers,
  };
}

/** The part of POST /hoseMeta's body these fields fill in. */
export type InspectionBodyExtras = {
  inspectionType: string;
  extraordinaryReason?: string;
  extraordinaryReasonText?: string;
  checklistId?: string;
  checklistResults?: { criterionId: string; result: "pass" | "fail" | "na"; note?: string }[];
};

export function extrasBody(extras: InspectionExtras, checklist: Checklist | null): InspectionBodyExtras {
  const extraordinary = extras.inspectionType === "extraordinary";
  return {
    inspectionType: extras.inspectionType,
    ...(extraordinary ? { extraordinaryReason: extras.extraordinaryReason } : {}),
    ...(extraordinary && extras.extraordinaryReason === "other"
      ? { extraordinaryReasonText: extras.extraordinaryReasonText }
      : {}),
    ...(checklist
      ? {
          checklistId: checklist.id,
          checklistResults: checklist.criteria.flatMap((c) => {
            const a = extras.answers[c.id];
            return a
              ? [{ criterionId: c.id, result: a.result, ...(a.note.trim() ? { note: a.note.trim() } : {}) }]
              : [];
          }),
        }
      : {}),
  };
}

/** The mildest result the answers so far allow (0 when nothing failed). */
export function answersFloor(extras: InspectionExtras, checklist: Checklist | null): 0 | 1 | 2 {
  if (!checklist) return 0;
  return leastResult(
    checklist.criteria.flatMap((c) => {
      const a = extras.answers[c.id];
      return a ? [{ critical: c.critical, result: a.result }] : [];
    }),
  );
}

/**
 * The inspection's type (and an extraordinary one's reason) and its checklist: one radio group
 * per criterion (pass, fail, not applicable), with a note once a criterion fails or does not
 * apply. The result buttons above follow the answers (the form disables what they rule out).
 */
export function InspectionChecklistFields({
  choice,
  extras,
  onChange,
  errors,
  photoNotes = {},
  onPhoto,
  text,
}: {
  choice: ChecklistChoice;
  extras: InspectionExtras;
  onChange: (next: InspectionExtras) => void;
  errors: Record<string, string[]>;
  /** What each failed answer's photo is at (preparing, ready, kept), by criterion id. */
  photoNotes?: Record<string, string>;
  /** A photo picked (or cleared) for a failed answer: the form shrinks it and keeps it with the inspection. */
  onPhoto?: (criterionId: string, file: File | undefined) => void;
  /** The words in the page's language; British English without. */
  text?: ChecklistText;
}) {
  const T = checklistWords(text);
  const set = (patch: Partial<InspectionExtras>) => onChange({ ...extras, ...patch });
  const checklist = choice.checklists.find((c) => c.id === extras.checklistId) ?? null;
  const answer = (id: string, patch: Partial<ChecklistAnswers[string]>) =>
    set({
      answers: {
        ...extras.answers,
        [id]: { result: extras.answers[id]?.result ?? "pass", note: extras.answers[id]?.note ?? "", ...patch },
      },
    });
  return (
    <div className="space-y-4">
      <SelectField
        name="inspectionType"
        label={T.type}
        value={extras.inspectionType}
        onChange={(e) => set({ inspectionType: e.target.value })}
        options={INSPECTION_TYPES.map((t) => ({ value: t, label: T.typeLabels[t] }))}
        errors={errors.inspectionType}
      />
      {extras.inspectionType === "extraordinary" ? (
        <>
          <SelectField
            name="extraordinaryReason"
            label={T.reason}
            placeholder=""
            value={extras.extraordinaryReason}
            onChange={(e) => set({ extraordinaryReason: e.target.value })}
            options={EXTRAORDINARY_REASONS.map((r) => ({ value: r, label: T.reasonLabels[r] }))}
            errors={errors.extraordinaryReason}
          />
          {extras.extraordinaryReason === "other" ? (
            <TextField
              name="extraordinaryReasonText"
              label={T.reasonText}
              maxLength={200}
              value={extras.extraordinaryReasonText}
              onChange={(e) => set({ extraordinaryReasonText: e.target.value })}
              errors={errors.extraordinaryReasonText}
            />
          ) : null}
        </>
      ) : null}
      {choice.checklists.length ? (
        <SelectField
          name="checklistId"
          label={T.checklist}
          value={extras.checklistId}
          onChange={(e) => set({ checklistId: e.target.value, answers: {} })}
          {...(choice.required ? {} : { placeholder: T.noChecklist })}
          options={choice.checklists.map((c) => ({ value: c.id, label: T.version(c.name, c.version) }))}
          hint={choice.required ? T.requiredHint : undefined}
          errors={errors.checklistId}
        />
      ) : null}
      {checklist ? (
        <div className="space-y-3">
          {checklist.criteria.map((c) => {
            const a = extras.answers[c.id];
            return (
              <div key={c.id} className="rounded-md border border-line p-3">
                <RadioGroup
                  name={`answer-${c.id}`}
                  legend={c.critical ? `${c.text} (${T.critical.toLowerCase()})` : c.text}
                  value={a?.result ?? ""}
                  onChange={(v) => answer(c.id, { result: v as "pass" | "fail" | "na" })}
                  options={(["pass", "fail", "na"] as const).map((r) => ({ value: r, label: T.answerLabels[r] }))}
                />
                {a && a.result !== "pass" ? (
                  <TextField
                    name={`note-${c.id}`}
                    label={T.note}
                    optional
                    maxLength={500}
                    className="mt-2"
                    value={a.note}
                    onChange={(e) => answer(c.id, { note: e.target.value })}
                  />
                ) : null}
                {a?.result === "fail" && onPhoto ? (
                  <AnswerPhotoField
                    criterionId={c.id}
                    criterion={c.text}
                    note={photoNotes[c.id]}
                    errors={errors[answerPhotoField(c.id)]}
                    onPick={(file) => onPhoto(c.id, file)}
                    words={T}
                  />
                ) : null}
              </div>
            );
          })}
          <FieldError id="checklist-results-error" messages={errors.checklistResults} />
        </div>
      ) : null}
    </div>
  );
}

/** The form's error key of a failed answer's photo. */
export const answerPhotoField = (criterionId: string) => `answerPhoto.${criterionId}`;

/**
 * The photo of a failed answer: a phone opens its rear camera, a computer offers its files. Its
 * accessible name says which criterion it shows ("Photo of Cover damage").
 */
function AnswerPhotoField({
  criterionId,
  criterion,
  note,
  errors,
  onPick,
  words: T,
}: {
  words: typeof CHECKLIST_TEXT;
  criterionId: string;
  criterion: string;
  note: string | undefined;
  errors: string[] | undefined;
  onPick: (file: File | undefined) => void;
}) {
  const id = `answer-photo-${criterionId}`;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {T.photo}
        <span className="sr-only">{T.photoOf(criterion)}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => onPick(e.target.files?.[0])}
        aria-describedby={`${id}-hint${note ? ` ${id}-state` : ""}${errors?.length ? ` ${id}-error` : ""}`}
        className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {T.photoHint}
      </p>
      {note ? (
        <p id={`${id}-state`} role="status" className="mt-1 text-sm">
          {note}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
