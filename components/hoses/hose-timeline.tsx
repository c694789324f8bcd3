import { Chip } from "@/components/ui/chip";
import { ANSWER_LABELS } from "@/lib/checklists/labels";
import { DISPLAY_TIME_ZONE, formatDate } from "@/lib/dates";
import type { TimelineEntry } from "@/lib/hoses/timeline";
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

/** The words of the inspection details, together for translation. */
const TEXT = {
  type: "Type",
  reason: "Reason",
  checklist: "Checklist",
  answers: "Checklist answers",
  critical: "critical",
  answerPhoto: (criterion: string) => `Photo of ${criterion}`,
};

const ANSWER_TONE = { pass: "success", fail: "error", na: "secondary" } as const;
const ATTESTATION_TEXT = {
  competence: "Competence:",
  signedDrawn: "Signed on the screen",
  signedPassword: "Confirmed with password",
  by: "by",
  signatureAlt: (name: string | null) => `Signature${name ? ` of ${name}` : ""}`,
} as const;

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
}: {
  org: string;
  entries: TimelineEntry[];
  photosFor?: string;
  /** An Admin: each problem report offers 'Mark resolved' and 'Hide report'. */
  manageReports?: boolean;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted">Nothing recorded yet.</p>;
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
            {e.result !== null ? <InspectionResultChip result={e.result} /> : null}
            {e.report?.resolved ? <Chip tone="success">Resolved</Chip> : null}
          </div>
          <p className="text-sm text-muted">
            {formatDate(e.at)}
            {e.by ? ` by ${e.by}` : ""}
          </p>
          {e.inspection ? <InspectionDetails org={org} details={e.inspection} /> : null}
          {e.notes ? <p className="mt-1 whitespace-pre-line text-sm">{e.notes}</p> : null}
          {e.attestation ? <Attestation attestation={e.attestation} /> : null}
          {e.uploads.length ? (
            <ul
              className="mt-2 flex flex-wrap gap-2"
              aria-label={`Photos and files of this ${e.kind === "inspection" ? "inspection" : "entry"}`}
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
                    <span className="sr-only"> (opens in a new tab)</span>
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
                label="Add photo"
                context={`to the inspection of ${formatDate(e.at)}`}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An inspection's type, reason and checklist, with every answer (a failed one says so in words). */
function InspectionDetails({ org, details }: { org: string; details: NonNullable<TimelineEntry["inspection"]> }) {
  const rows = [
    [TEXT.type, details.type],
    [TEXT.reason, details.reason],
    [TEXT.checklist, details.checklist],
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
        <ul className="mt-2 space-y-1" aria-label={TEXT.answers}>
          {details.answers.map((a) => (
            <li key={a.criterionId} className="flex flex-wrap items-baseline gap-2">
              <Chip tone={ANSWER_TONE[a.result]}>{ANSWER_LABELS[a.result]}</Chip>
              <span>
                {a.text}
                {a.critical ? <span className="text-muted"> ({TEXT.critical})</span> : null}
              </span>
              {a.note ? <span className="w-full pl-2 text-muted">{a.note}</span> : null}
              {a.photo ? (
                <span className="flex w-full items-center gap-2 pl-2" data-testid="answer-photo">
                  <ImagePreview org={org} upload={{ id: a.photo.id, filename: a.photo.filename }} />
                  <span className="text-muted">{TEXT.answerPhoto(a.text)}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "DD/MM/YYYY HH:MM" in the portal's display time zone: when a signature was made. */
function formatDateTime(iso: string): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: DISPLAY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
  return `${formatDate(iso)} ${time}`;
}

/** The inspector's competence and signature kept with an inspection, with the time it was signed. */
function Attestation({ attestation }: { attestation: NonNullable<TimelineEntry["attestation"]> }) {
  const sig = attestation.signature;
  return (
    <div className="mt-1 space-y-1 text-sm">
      {attestation.competence ? (
        <p>
          <span className="text-muted">{ATTESTATION_TEXT.competence}</span> {attestation.competence}
        </p>
      ) : null}
      {sig ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="inspection-signature">
          {sig.image ? (
            // A data URL kept with the inspection: nothing for next/image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={sig.image}
              alt={ATTESTATION_TEXT.signatureAlt(sig.signerName)}
              className="h-12 max-w-[12rem] rounded border border-line bg-white"
            />
          ) : null}
          <span className="text-muted">
            {sig.method === "drawn" ? ATTESTATION_TEXT.signedDrawn : ATTESTATION_TEXT.signedPassword}
            {sig.signerName ? ` ${ATTESTATION_TEXT.by} ${sig.signerName}` : ""}
            {sig.signedAt ? `, ${formatDateTime(sig.signedAt)}` : ""}
          </span>
        </div>
      ) : null}
    </div>
  );
}
