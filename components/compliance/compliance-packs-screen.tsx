import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { CustomerPicker } from "@/components/sites/customer-picker";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { canUseCompliancePacks } from "@/lib/compliance/access";
import { loadPackScreen } from "@/lib/compliance/pack-screen";
import { portalBase } from "@/lib/portal/menu";
import { CompliancePacks, type ComplianceText } from "./compliance-packs";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

/**
 * Compliance packs: pick the customer (client admins and distributors; the choice
 * lives in the URL like Sites & zones), optionally a site, ask for the pack; the list shows the
 * job's progress and then the download, and keeps earlier packs.
 */
export async function CompliancePacksScreen({
  org,
  customerId,
  siteId,
}: {
  org: string;
  customerId: string | null;
  siteId: string | null;
}) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canUseCompliancePacks(ctx));
  const screen = await loadPackScreen(ctx, customerId);
  const base = portalBase(ctx.organisation);
  const locale = await pageLocale();
  const text: ComplianceText = { ...clientTexts(locale, "compliance"), locale };
  return (
    <div className="space-y-6">
      <PageHeader title={text.title} description={text.description} />
      {screen.pickCustomer ? (
        <CustomerPicker
          path={`${base}/compliance-packs`}
          customers={screen.customers}
          value={screen.customer?.id ?? null}
          text={clientTexts(locale, "sites")}
        />
      ) : null}
      {!screen.customer && screen.pickCustomer ? (
        <InfoPanel>{screen.customers.length ? text.chooseCustomer : text.noCustomers}</InfoPanel>
      ) : null}
      <CompliancePacks
        key={screen.customer?.id ?? "all"}
        organisationId={org}
        customer={screen.customer}
        sites={screen.sites.map((s) => ({ value: s.id, label: s.trailName }))}
        initialSite={screen.sites.some((s) => s.id === siteId) ? siteId : null}
        initialPacks={screen.packs}
        text={text}
      />
    </div>
  );
}
