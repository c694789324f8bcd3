import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/auth/browser";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listManufacturers } from "@/lib/manufacturers/manufacturers";
import { ManufacturersTable } from "./manufacturers-table";

/** SPEC 2.5 ClientManufacturers (guard clientAdminRole): the list under its dialog routes. */
export async function ManufacturersScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  const query = listQueryFromSearchParams(searchParams);
  const { meta, items } = await loadList(() => listManufacturers(ctx, query));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Manufacturers"
        actions={
          <ButtonLink href={`/portal/${org}/client-manufacturers/add`} scroll={false}>
            Add new manufacturer
          </ButtonLink>
        }
      />
      <ListView meta={meta}>
        <ManufacturersTable rows={items} organisationId={org} />
      </ListView>
    </div>
  );
}
