import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { organisationsScreen, toOrganisationListItem } from "@/lib/organisations/screen";
import { portalBase } from "@/lib/portal/menu";
import { clientTexts } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/list-filters";
import { pageLocale } from "@/lib/web/locale";
import { organisationLabelsIn, organisationsTitleIn } from "./organisations-labels";
import { OrganisationsTable } from "./organisations-table";

/**
 * SPEC §2.5 Organisations: 'Organisations' for client admins, 'Customers' for distributors;
 * customers are refused. Rendered by the list route and, under a directly visited dialog
 * route, by that route's page.
 */
export async function OrganisationsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = organisationsScreen(ctx.flags);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const { meta, items } = await loadList(() => listOrganisations(ctx, listQueryFromSearchParams(searchParams)));
  const locale = await pageLocale();
  const text = clientTexts(locale, "organisations");
  const title = organisationsTitleIn(screen.title, locale);
  const labels = organisationLabelsIn(screen.labels, text);

  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        actions={
          <>
            {screen.canLink ? (
              <ButtonLink href={`${base}/organisations/link`} variant="success" scroll={false}>
                {text.linkNewCustomer}
              </ButtonLink>
            ) : null}
            {screen.canEdit ? (
              <ButtonLink href={`${base}/organisations/add`} scroll={false}>
                {labels.add}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, locale, ["type", "status"]) } : null}
        text={{ ...clientTexts(locale, "list"), locale }}
        path={`${base}/organisations`}
        exportable={screen.canExport ? { organisationId: org, resource: "organisations" } : undefined}
      >
        <OrganisationsTable
          organisationId={org}
          title={title}
          editLabel={labels.edit}
          text={text}
          showType={screen.showType}
          rows={items.map((row) => toOrganisationListItem(ctx.flags, base, row))}
        />
      </ListView>
    </div>
  );
}
