import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { listClients } from "@/lib/clients";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { ClientsTable } from "./clients-table";

/** SPEC §2.1 Clients (Manage clients, system admin). */
export async function ClientsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "superAdminRole");
  const query = listQueryFromSearchParams(searchParams);
  const { meta, items } = await loadList(() => listClients(ctx, query));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage clients"
        actions={
          <ButtonLink href={`/portal/${org}/clients/add`} scroll={false}>
            Add client
          </ButtonLink>
        }
      />
      <ListView meta={meta}>
        <ClientsTable rows={items} organisationId={org} />
      </ListView>
    </div>
  );
}
