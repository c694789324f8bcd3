import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { userRowActions, usersScreen } from "@/lib/users/screen";
import { listPendingUsers, listUsers } from "@/lib/users";
import { PendingInvites } from "./pending-invites";
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
    listPendingUsers(ctx).catch(() => null),
  ]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        actions={
          <>
            {pending ? (
              <PendingInvites
                organisationId={org}
                invites={pending.map((p) => ({ id: p.id, fullName: p.fullName, email: p.email }))}
              />
            ) : null}
            <ButtonLink href={`${base}/users/add`} scroll={false}>
              Create user
            </ButtonLink>
          </>
        }
      />
      <ListView
        meta={meta}
        path={`${base}/users`}
        exportable={screen.canExport ? { organisationId: org, resource: "users" } : undefined}
      >
        <UsersTable
          organisationId={org}
          clientScope={screen.clientScope}
          editBase={`${base}/users`}
          rows={items.map((u) => ({ ...u, actions: userRowActions(caller, u) }))}
        />
      </ListView>
    </div>
  );
}
