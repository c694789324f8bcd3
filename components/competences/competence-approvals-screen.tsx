import { PageHeader } from "@/components/ui/page-header";
import { canApproveCompetences, listPendingCompetences } from "@/lib/competences";
import { today } from "@/lib/dates";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { CompetenceApprovals } from "./competence-approvals";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

/** Client admins and organisations' Admins approve their members' self-declared competences. */
export async function CompetenceApprovalsScreen({ org }: { org: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canApproveCompetences(ctx));
  const items = await listPendingCompetences(ctx, today());
  const locale = await pageLocale();
  const TEXT = clientTexts(locale, "competences");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <CompetenceApprovals org={org} items={items} text={TEXT} locale={locale} />
    </div>
  );
}
