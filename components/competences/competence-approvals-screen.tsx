import { PageHeader } from "@/components/ui/page-header";
import { canApproveCompetences, listPendingCompetences } from "@/lib/competences";
import { today } from "@/lib/dates";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { CompetenceApprovals } from "./competence-approvals";
import { COMPETENCE_APPROVAL_TEXT as TEXT } from "./competence-approval-text";

/** Client admins and organisations' Admins approve their members' self-declared competences. */
export async function CompetenceApprovalsScreen({ org }: { org: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canApproveCompetences(ctx));
  const items = await listPendingCompetences(ctx, today());
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <CompetenceApprovals org={org} items={items} />
    </div>
  );
}
