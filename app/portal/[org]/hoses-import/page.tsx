import { HosesImport } from "@/components/hoses/hoses-import";
import { PageHeader } from "@/components/ui/page-header";
import { actingOrganisation } from "@/lib/core/ctx";
import { canImportHoses } from "@/lib/hoses/access";
import { importCustomerChoices } from "@/lib/hoses/import/import-context";
import { portalBase } from "@/lib/portal/menu";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";

export const metadata = { title: "Import hoses" };

/**
 * The hose import: a distributor or client admin picks the customer; a customer's Admin or
 * Manager imports into its own hoses.
 */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canImportHoses(ctx));
  const customers = await importCustomerChoices(ctx);
  const own = ctx.flags.isCustomer ? (actingOrganisation(ctx)?.id ?? null) : null;
  return (
    <div className="space-y-6">
      <PageHeader title="Import hoses" />
      <HosesImport
        org={org}
        customers={customers}
        ownCustomerId={own}
        hosesHref={`${portalBase(ctx.organisation)}/hoses`}
      />
    </div>
  );
}
