import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { organisationsScreen, toOrganisationListItem } from "@/lib/organisations/screen";
import { portalBase } from "@/lib/portal/menu";
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

  return (
    <div className="space-y-6">
      <PageHeader
        title={screen.title}
        actions={
          <>
            {screen.canLink ? (
              <ButtonLink href={`${base}/organisations/link`} variant="success" scroll={false}>
                Link new customer
              </ButtonLink>
            ) : null}
            {screen.canEdit ? (
              <ButtonLink href={`${base}/organisations/add`} scroll={false}>
                {screen.labels.add}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ListView
        meta={meta}
        path={`${base}/organisations`}
        exportable={screen.canExport ? { organisationId: org, resource: "organisations" } : undefined}
      >
        <OrganisationsTable
          organisationId={org}
          title={screen.title}
          editLabel={screen.labels.edit}
          showType={screen.showType}
          rows={items.map((row) => toOrganisationListItem(ctx.flags, base, row))}
        />
      </ListView>
    </div>
  );
}
