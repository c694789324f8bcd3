import { ListView } from "@/components/lists/list-view";
import { orNotFound } from "@/lib/core/errors";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { userRowActions, usersScreen } from "@/lib/users/screen";
import { listPendingUsers, listUsers } from "@/lib/users";
import { clientTexts } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/filter-labels";
import { pageLocale } from "@/lib/web/locale";
import { PendingInvites } from "./pending-invites";
import { roleWords, type UsersText } from "./users-text";
import { UsersTable } from "./users-table";

/** The caller as the Users screen rules see it (lib/users/screen.ts). */
export function userCaller(ctx: AuthedCtx) {
  return {
    flags: ctx.flags,
    organisation: ctx.organisation,
    impersonating: ctx.impersonator !== null,
    userId: ctx.user.id,
  };
}

/**
 * SPEC §2.5 Users (guard userAdminRole): 'Create user', CSV export for admins, 'Pending invites
 * (N)'; client admins see each user's organisations with their roles, others the role in their
 * own organisation.
 */
export async function UsersScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const caller = userCaller(ctx);
  const screen = usersScreen(caller);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const [{ meta, items }, pending] = await Promise.all([
    loadList(() => listUsers(ctx, listQueryFromSearchParams(searchParams))),
    orNotFound(listPendingUsers(ctx)),
  ]);

  const locale = await pageLocale();
  const text = clientTexts(locale, "users");
  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        actions={
          <>
            {pending ? (
              <PendingInvites
                organisationId={org}
                invites={pending.map((p) => ({ id: p.id, fullName: p.fullName, email: p.email }))}
                text={text}
              />
            ) : null}
            <ButtonLink href={`${base}/users/add`} scroll={false}>
              {text.createUser}
            </ButtonLink>
          </>
        }
      />
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, filterWords(text), ["role"]) } : null}
        path={`${base}/users`}
        text={{ ...clientTexts(locale, "list"), locale }}
        exportable={screen.canExport ? { organisationId: org, resource: "users" } : undefined}
      >
        <UsersTable
          organisationId={org}
          clientScope={screen.clientScope}
          editBase={`${base}/users`}
          rows={items.map((u) => ({ ...u, actions: userRowActions(caller, u) }))}
          text={text}
        />
      </ListView>
    </div>
  );
}

/** The English of the Users list's filters (lib/users/list-users.ts) in the reader's language. */
function filterWords(text: UsersText): Record<string, string> {
  return {
    Search: text.filterSearch,
    "Name or email": text.filterNameOrEmail,
    Role: text.role,
    Organisation: text.filterOrganisation,
    ...roleWords(text),
  };
}
