import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { clientSettingsAccess } from "@/lib/clients/access";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listManufacturers } from "@/lib/manufacturers";
import { ManufacturersTable } from "./manufacturers-table";

/** SPEC §2.5 ClientManufacturers (guard clientAdminRole): the list under its dialog routes. */
export async function ManufacturersScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  const query = listQueryFromSearchParams(searchParams);
  // Like Client settings: a system admin who is not a client admin of this client reads only.
  const { canSave } = clientSettingsAccess(ctx);
  const { meta, items } = await loadList(() => listManufacturers(ctx, query));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Manufacturers"
        actions={
          canSave ? (
            <ButtonLink href={`/portal/${org}/client-manufacturers/add`} scroll={false}>
              Add new manufacturer
            </ButtonLink>
          ) : undefined
        }
      />
      {canSave ? null : (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>You are a system admin but not a client admin of this system, so the manufacturers are read-only.</p>
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}/users`}>Login as admin</ButtonLink>
        </InfoPanel>
      )}
      <ListView meta={meta}>
        <ManufacturersTable rows={items} organisationId={org} canManage={canSave} />
      </ListView>
    </div>
  );
}
