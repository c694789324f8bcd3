import { Chip } from "@/components/ui/chip";
import { ANSWER_LABELS, EXTRAORDINARY_REASON_LABELS, INSPECTION_TYPE_LABELS } from "@/lib/checklists/labels";
import { DISPLAY_TIME_ZONE, formatDateIn } from "@/lib/dates";
import type { TimelineEntry } from "@/lib/hoses/timeline";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";
import type { HoseStateText } from "./hose-text";
import { ImagePreview, UploadControl } from "./hose-documents";
import { InspectionResultChip } from "./hose-status";
import { ProblemReportActions } from "./problem-report-actions";

const DOT: Record<TimelineEntry["kind"], string> = {
  built: "bg-secondary",
  installed: "bg-primary",
  inspection: "bg-success",
  event: "bg-warning",
  note: "bg-primary/60",
  archived: "bg-error",
  change: "bg-muted",
};

/**
 * The timeline's words in the page's language (the `timeline` catalogue namespace, whose British
 * English entries are what it has always said); templates filled in here.
 */
export type TimelineText = Record<keyof typeof enGB.timeline, string>;

const ANSWER_TONE = { pass: "success", fail: "error", na: "secondary" } as const;

/**
 * The entries' titles in the page's language. The timeline is built in English (lib/hoses/timeline.ts,
 * as the API's consumers know it); recorded changes keep the activity log's own words.
 */
/** A checklist answer's word in the page's language. */
function answerLabel(result: keyof typeof ANSWER_LABELS, text: TimelineText): string {
  return { pass: text.answerPass, fail: text.answerFail, na: text.answerNa }[result] ?? ANSWER_LABELS[result];
}

/**
 * The timeline in the page's language: entry titles, and an inspection's type and reason, which
 * the timeline service says in English (the API's words) and `checklist` (the inspection
 * dialog's `inspectionChecklist` namespace) words here.
 */
export function timelineIn(
  entries: TimelineEntry[],
  hose: { organisationZoneName: string | null },
  t: (key: keyof TimelineText, values?: Record<string, string>) => string,
  checklist: (key: string) => string,
): TimelineEntry[] {
  const words = new Map<string, string>([
    [INSPECTION_TYPE_LABELS.initial, checklist("typeInitial")],
    [INSPECTION_TYPE_LABELS.periodic, checklist("typePeriodic")],
    [INSPECTION_TYPE_LABELS.extraordinary, checklist("typeExtraordinary")],
    [EXTRAORDINARY_REASON_LABELS.damage, checklist("reasonDamage")],
    [EXTRAORDINARY_REASON_LABELS.relocation, checklist("reasonRelocation")],
    [EXTRAORDINARY_REASON_LABELS.idle, checklist("reasonIdle")],
    [EXTRAORDINARY_REASON_LABELS.overpressure, checklist("reasonOverpressure")],
    [EXTRAORDINARY_REASON_LABELS.other, checklist("reasonOther")],
  ]);
  const otherPrefix = `${EXTRAORDINARY_REASON_LABELS.other}: `;
  const reasonIn = (reason: string | null) =>
    reason === null
      ? null
      : reason.startsWith(otherPrefix)
        ? `${checklist("reasonOther")}: ${reason.slice(otherPrefix.length)}`
        : (words.get(reason) ?? reason);
  const inspectionIn = (details: TimelineEntry["inspection"]) =>
    details
      ? {
          ...details,
          type: details.type && (words.get(details.type) ?? details.type),
          reason: reasonIn(details.reason),
        }
      : details;
  const titles: Record<string, string> = {
    Built: t("built"),
    Installed: t("installed"),
    Inspection: t("inspection"),
    "Extraordinary inspection": t("extraordinaryInspection"),
    "Extraordinary event": t("extraordinaryEvent"),
    Archived: t("archived"),
    "Problem report": t("problemReport"),
    Note: t("note"),
  };
  return entries.map((e) => {
    if (e.kind === "change") return e;
    if (e.kind === "installed" && hose.organisationZoneName)
      return { ...e, title: t("installedIn", { zone: hose.organisationZoneName }) };
    return { ...e, title: titles[e.title] ?? e.title, inspection: inspectionIn(e.inspection) };
  });
}

const RESULT_DOT: Record<number, string> = { 0: "bg-success", 1: "bg-warning", 2: "bg-error" };

/** The hose's history, newest first, as an ordered list (HoseDetail "timeline"). */
/**
 * With `photosFor` (a hose the caller may change), each inspection offers 'Add photo': an image
 * attached to it (POST /uploads with hoseMetaId).
 */
export function HoseTimeline({
  org,
  entries,
  photosFor,
  manageReports = false,
  text,
  state,
}: {
  org: string;
  entries: TimelineEntry[];
  text: TimelineText;
  state: HoseStateText;
  photosFor?: string;
  /** An Admin: each problem report offers 'Mark resolved' and 'Hide report'. */
  manageReports?: boolean;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted">{text.nothingYet}</p>;
  const date = (value: string) => formatDateIn(value, state.locale);
  return (
    <ol className="relative space-y-5 border-l-2 border-line pl-6">
      {entries.map((e) => (
        <li key={e.key} className="relative">
          <span
            aria-hidden
            className={`absolute -left-[31px] top-1.5 h-3 w-3 rounded-full ring-4 ring-surface ${e.result !== null ? (RESULT_DOT[e.result] ?? DOT.inspection) : DOT[e.kind]}`}
          />
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{e.title}</h3>
            {e.result !== null ? <InspectionResultChip result={e.result} text={state} /> : null}
            {e.report?.resolved ? <Chip tone="success">{text.resolved}</Chip> : null}
          </div>
          <p className="text-sm text-muted">
            {e.by ? formatText(text.dateBy, { date: date(e.at), name: e.by }) : date(e.at)}
          </p>
          {e.inspection ? <InspectionDetails org={org} details={e.inspection} text={text} /> : null}
          {e.notes ? <p className="mt-1 whitespace-pre-line text-sm">{e.notes}</p> : null}
          {e.attestation ? <Attestation attestation={e.attestation} text={text} date={date} /> : null}
          {e.uploads.length ? (
            <ul
              className="mt-2 flex flex-wrap gap-2"
              aria-label={e.kind === "inspection" ? text.filesOfInspection : text.filesOfEntry}
            >
              {e.uploads.map((u) => (
                <li key={u.id} className="flex items-center gap-2 text-sm">
                  {u.mimetype === "image/png" || u.mimetype === "image/jpeg" ? (
                    <ImagePreview org={org} upload={u} />
                  ) : null}
                  <a
                    href={u.signedLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-2 hover:underline"
                  >
                    {u.filename}
                    <span className="sr-only"> {text.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {manageReports && e.report ? (
            <ProblemReportActions org={org} reportId={e.key} resolved={e.report.resolved} />
          ) : null}
          {photosFor && e.kind === "inspection" ? (
            <div className="mt-2">
              <UploadControl
                org={org}
                hoseId={photosFor}
                hoseMetaId={e.key}
                label={text.addPhoto}
                context={formatText(text.photoContext, { date: date(e.at) })}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An inspection's type, reason and checklist, with every answer (a failed one says so in words). */
function InspectionDetails({
  org,
  details,
  text,
}: {
  org: string;
  details: NonNullable<TimelineEntry["inspection"]>;
  text: TimelineText;
}) {
  const rows = [
    [text.type, details.type],
    [text.reason, details.reason],
    [text.checklist, details.checklist],
  ].filter((r): r is [string, string] => r[1] !== null);
  return (
    <div className="mt-1 text-sm">
      {rows.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {details.answers?.length ? (
        <ul className="mt-2 space-y-1" aria-label={text.answers}>
          {details.answers.map((a) => (
            <li key={a.criterionId} className="flex flex-wrap items-baseline gap-2">
              <Chip tone={ANSWER_TONE[a.result]}>{answerLabel(a.result, text)}</Chip>
              <span>
                {a.text}
                {a.critical ? <span className="text-muted"> ({text.critical})</span> : null}
              </span>
              {a.note ? <span className="w-full pl-2 text-muted">{a.note}</span> : null}
              {a.photo ? (
                <span className="flex w-full items-center gap-2 pl-2" data-testid="answer-photo">
                  <ImagePreview org={org} upload={{ id: a.photo.id, filename: a.photo.filename }} />
                  <span className="text-muted">{formatText(text.answerPhoto, { criterion: a.text })}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The date as the page's language writes it and "HH:MM" in the portal's display time zone: when a signature was made. */
function formatDateTime(iso: string, date: (value: string) => string): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: DISPLAY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
  return `${date(iso)} ${time}`;
}

/** The inspector's competence and signature kept with an inspection, with the time it was signed. */
function Attestation({
  attestation,
  text,
  date,
}: {
  attestation: NonNullable<TimelineEntry["attestation"]>;
  text: TimelineText;
  date: (value: string) => string;
}) {
  const sig = attestation.signature;
  return (
    <div className="mt-1 space-y-1 text-sm">
      {attestation.competence ? (
        <p>
          <span className="text-muted">{text.competence}</span> {attestation.competence}
        </p>
      ) : null}
      {sig ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="inspection-signature">
          {sig.image ? (
            // A data URL kept with the inspection: nothing for next/image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={sig.image}
              alt={sig.signerName ? formatText(text.signatureOf, { name: sig.signerName }) : text.signature}
              className="h-12 max-w-[12rem] rounded border border-line bg-white"
            />
          ) : null}
          <span className="text-muted">
            {sig.method === "drawn" ? text.signedDrawn : text.signedPassword}
            {sig.signerName ? ` ${formatText(text.signedBy, { name: sig.signerName })}` : ""}
            {sig.signedAt ? `, ${formatDateTime(sig.signedAt, date)}` : ""}
          </span>
        </div>
      ) : null}
    </div>
  );
}
