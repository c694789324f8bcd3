import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { getClient } from "@/lib/clients";
import { listClientUsers, listPendingClientUsers } from "@/lib/clients";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { ClientUsersTable } from "./client-users-table";
import { filtersIn } from "@/lib/i18n/filter-labels";
import { PendingInvitations } from "./pending-invitations";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";

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
  const locale = await pageLocale();
  const text = clientTexts(locale, "clientUsers");
  const users = clientTexts(locale, "users");
  // The English of the filter lib/clients/list-client-users.ts describes.
  const filterWords = { Search: users.filterSearch, "Name or email": users.filterNameOrEmail };
  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        description={clientName ? formatText(text.description, { name: clientName }) : undefined}
        actions={
          <ButtonLink href={`${base}/add`} scroll={false}>
            {text.invite}
          </ButtonLink>
        }
      />
      <PendingInvitations items={pending} organisationId={org} listHref={base} text={text} />
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, filterWords) } : null}
        text={{ ...clientTexts(locale, "list"), locale }}
      >
        <ClientUsersTable
          rows={items}
          base={base}
          organisationId={org}
          canLoginAs={ctx.flags.isSystemAdmin}
          text={text}
        />
      </ListView>
    </div>
  );
}
