"use client";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { approveCompetenceAction } from "@/lib/actions/competences";
import type { PendingCompetence } from "@/lib/competences";
import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import type { CompetencesText } from "./competence-approval-text";
import { CertificateOnFile } from "./competence-certificate";

/** The members' self-declared competences, each with 'Approve'. */
export function CompetenceApprovals({
  org,
  items,
  text: TEXT,
  locale,
}: {
  /** The page's language: the dates as it writes them. */
  locale: string;
  org: string;
  items: PendingCompetence[];
  text: CompetencesText;
}) {
  const { run, pendingId, errorsFor } = useRowCommands();
  if (items.length === 0) return <p className="text-muted">{TEXT.empty}</p>;
  return (
    <ul aria-label={TEXT.listLabel} className="divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((c) => (
        <li key={c.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm">
            <p className="font-semibold">{c.qualification}</p>
            <p>
              {c.person} <span className="text-muted">({c.email})</span>
            </p>
            <p className="text-muted">
              {TEXT.issuedBy} {c.issuedBy} · {TEXT.validUntil} {formatDateIn(c.validUntil, locale)}
            </p>
            <CertificateOnFile org={org} competence={c} text={TEXT} />
            <ErrorList messages={errorsFor(c.id)} />
          </div>
          <Button
            variant="success"
            disabled={pendingId === c.id}
            aria-label={formatText(TEXT.approveFor, { qualification: c.qualification, person: c.person })}
            onClick={() => run(c.id, () => approveCompetenceAction(org, c.id))}
            className="w-full sm:w-auto"
          >
            {pendingId === c.id ? TEXT.approving : TEXT.approve}
          </Button>
        </li>
      ))}
    </ul>
  );
}
