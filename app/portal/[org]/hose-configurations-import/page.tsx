import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/auth/browser";
import { hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { portalBase } from "@/lib/portal/menu";

export const metadata = { title: "Import hose configs" };

/**
 * SPEC 2.1 HoseConfigurationsImport. The CSV import (SPEC 2.5 Import screen, 5 CSV rules) is
 * built by the bulk-data work; until then this page says so and leads back to the library.
 */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  const screen = hoseConfigurationsScreen(ctx);
  requireAccess(ctx, screen.allowed && screen.canChange);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Import hose configs" />
      <section className="space-y-4 rounded-xl border border-line bg-surface p-6 shadow-xs">
        <p>
          Importing hose configurations from a CSV file is coming soon. You will be able to download your existing configurations or a
          blank template, fill it in and check every row before it is imported.
        </p>
        <p className="text-sm text-muted">Until then, add configurations one at a time from the configuration library.</p>
        <ButtonLink href={`${portalBase(ctx.organisation)}/hose-configurations`} variant="secondary">
          Back to the configuration library
        </ButtonLink>
      </section>
    </div>
  );
}
