import { unstable_rethrow } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { ErrorList } from "@/components/ui/error-list";
import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { AppError } from "@/lib/core/errors";
import { canUseCompliancePacks } from "@/lib/compliance/access";
import { canPrintLabels } from "@/lib/labels/access";
import { portalBase } from "@/lib/portal/menu";
import { listSiteCustomers, listSiteTree } from "@/lib/sites/list-sites";
import { chosenCustomer, sitesLinks, sitesScreen } from "@/lib/sites/screen";
import type { SiteTreeNode } from "@/lib/sites/schemas";
import { CustomerPicker } from "./customer-picker";
import { SiteTree } from "./site-tree";
import { actingOrganisation } from "@/lib/core/ctx";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import type { SitesText } from "./sites-text";

type Loaded = { tree: SiteTreeNode[]; error: null } | { tree: null; error: string };

async function loadTree(load: () => Promise<SiteTreeNode[]>, text: SitesText): Promise<Loaded> {
  try {
    return { tree: await load(), error: null };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return { tree: null, error: text.customerNotAvailable };
    }
    console.error("[sites] tree load failed", error);
    return { tree: null, error: text.loadError };
  }
}

/**
 * SPEC §2.5 SitesAndZones: client admins and distributors first pick a customer (the choice
 * lives in the URL as ?customer=); customers go straight to their own tree. Rendered by the
 * screen's route and, under a directly visited dialog route, by that route's page.
 */
export async function SitesScreen({ org, customerId: picked }: { org: string; customerId: string | null }) {
  const ctx = await requirePortalCtx(org);
  const screen = sitesScreen(ctx.flags);
  requireAccess(ctx, screen.allowed);
  const own = actingOrganisation(ctx)?.id ?? null;
  const customerId = chosenCustomer(ctx.flags, own, picked ?? undefined);
  const base = portalBase(ctx.organisation);
  const text = clientTexts(await pageLocale(), "sites");
  const customers = screen.pickCustomer ? await listSiteCustomers(ctx) : [];
  const loaded = customerId ? await loadTree(() => listSiteTree(ctx, customerId), text) : null;
  const links = customerId ? sitesLinks(base, screen, customerId) : null;
  const customerName = screen.pickCustomer ? customers.find((c) => c.id === customerId)?.name : undefined;
  // The picker lists active customers only: a tree shown for any other (an archived customer a
  // client admin opened from Organisations) is read-only.
  const canChange = screen.canChange && (!screen.pickCustomer || customerName !== undefined);
  const packsHref = customerId ? `${base}/compliance-packs?customer=${encodeURIComponent(customerId)}` : "";

  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        description={customerName ? formatText(text.description, { name: customerName }) : undefined}
        actions={
          links && loaded?.tree ? (
            <>
              {canUseCompliancePacks(ctx) ? (
                <ButtonLink variant="secondary" href={packsHref}>
                  {text.compliancePack}
                </ButtonLink>
              ) : null}
              {canChange ? (
                <ButtonLink href={links.addSite} scroll={false}>
                  {text.addSite}
                </ButtonLink>
              ) : null}
            </>
          ) : null
        }
      />
      {screen.pickCustomer ? (
        <CustomerPicker path={`${base}/sites-and-zones`} customers={customers} value={customerId} text={text} />
      ) : null}
      {!customerId ? (
        screen.pickCustomer ? (
          <InfoPanel>{customers.length ? text.chooseCustomerFirst : text.noCustomers}</InfoPanel>
        ) : null
      ) : loaded?.error ? (
        <ErrorList messages={[loaded.error]} />
      ) : loaded?.tree && links ? (
        <SiteTree
          key={customerId}
          organisationId={org}
          tree={loaded.tree}
          canChange={canChange}
          hosesBase={base}
          canPrintLabels={canPrintLabels(ctx)}
          compliancePacks={canUseCompliancePacks(ctx) ? packsHref : undefined}
          links={{ addZone: links.addZone(":id"), edit: links.edit(":id"), remove: links.remove(":id") }}
          text={text}
        />
      ) : null}
    </div>
  );
}
