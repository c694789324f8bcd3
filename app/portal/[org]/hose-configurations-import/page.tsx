import { HoseConfigurationsImport } from "@/components/hose-configurations/hose-configurations-import";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/auth/browser";
import { db } from "@/lib/db/client";
import { hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { portalBase } from "@/lib/portal/menu";
import { inClient } from "@/lib/tenant/scope";

export const metadata = { title: "Import hose configs" };

/**
 * SPEC 2.1 HoseConfigurationsImport, 2.5 Import screen: client admins first pick a distributor
 * (up to 1000); others import into their current organisation's library.
 */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  const screen = hoseConfigurationsScreen(ctx);
  requireAccess(ctx, screen.allowed && screen.canChange);
  const organisations = ctx.flags.isClientAdmin
    ? (
        await db().organisation.findMany({
          where: inClient(ctx, { isDistributor: true, deletedAt: null }),
          select: { id: true, name: true },
          orderBy: [{ name: "asc" }, { id: "asc" }],
          take: 1000,
        })
      ).map((o) => ({ value: o.id, label: o.name }))
    : null;
  const own = ctx.organisation && ctx.organisation !== "admin" ? ctx.organisation.id : null;
  return (
    <div className="space-y-6">
      <PageHeader title="Import hose configs" />
      <HoseConfigurationsImport
        org={org}
        organisations={organisations}
        ownOrganisationId={own}
        libraryHref={`${portalBase(ctx.organisation)}/hose-configurations`}
      />
    </div>
  );
}
