import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { getClient } from "@/lib/clients";
import { listClientUsers, listPendingClientUsers } from "@/lib/clients";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { ClientUsersTable } from "./client-users-table";
import { PendingInvitations } from "./pending-invitations";

export const clientUsersHref = (org: string, clientId: string) => `/portal/${org}/clients/${clientId}/users`;

/** SPEC §2.5 ClientUsers (guard clientAdminRole): invite, pending invitations, client admins. */
export async function ClientUsersScreen({
  org,
  clientId,
  searchParams,
}: {
  org: string;
  clientId: string;
  searchParams: SearchParams;
}) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  const base = clientUsersHref(org, clientId);
  const query = listQueryFromSearchParams(searchParams);
  const [{ meta, items }, pending, clientName] = await Promise.all([
    loadList(() => listClientUsers(ctx, clientId, query)),
    listPendingClientUsers(ctx, clientId).catch(() => null),
    clientId === ctx.client.id
      ? ctx.client.name
      : getClient(ctx, clientId).then(
          (c) => c.name,
          () => null,
        ),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Client users"
        description={clientName ? `Client admins of ${clientName}` : undefined}
        actions={
          <ButtonLink href={`${base}/add`} scroll={false}>
            Invite client admin
          </ButtonLink>
        }
      />
      <PendingInvitations items={pending} organisationId={org} listHref={base} />
      <ListView meta={meta}>
        <ClientUsersTable rows={items} base={base} organisationId={org} canLoginAs={ctx.flags.isSystemAdmin} />
      </ListView>
    </div>
  );
}
