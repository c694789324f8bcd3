import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { portalBase } from "@/lib/portal/menu";
import { CANNOT_EDIT_USER } from "@/lib/users/schemas";
import { canEditUser, clientAdminRoleOptions, roleOptions, usersScreen } from "@/lib/users/screen";
import { getUser } from "@/lib/users";
import { UserForm } from "./user-form";
import { userCaller } from "./users-screen";

/** Dialog routes of the Users screen (SPEC §2.1): add (UserAdd) and {userId} (UserEdit). */

type DialogProps = { org: string; mode: RouteDialogMode };

async function screenCtx(org: string) {
  const ctx = await requirePortalCtx(org);
  const caller = userCaller(ctx);
  requireAccess(ctx, usersScreen(caller).allowed);
  return { ctx, caller, listHref: `${portalBase(ctx.organisation)}/users` };
}

/** Client admins pick from the client's organisations (SPEC §9: up to 1000). */
async function clientAdminChoices(ctx: AuthedCtx) {
  if (!ctx.flags.isClientAdmin) return null;
  const { items } = await listOrganisations(ctx, { page: 1, limit: 1000, filters: {} });
  return { organisations: items.map((o) => ({ value: o.id, label: o.name })), roles: clientAdminRoleOptions() };
}

export async function AddUserDialog({ org, mode }: DialogProps) {
  const { ctx, caller, listHref } = await screenCtx(org);
  return (
    <RouteDialog
      title="Add user"
      description="They will get an email inviting them to create a password."
      mode={mode}
      listHref={listHref}
    >
      <UserForm
        organisationId={org}
        user={null}
        roles={roleOptions(caller, false)}
        clientAdmin={await clientAdminChoices(ctx)}
      />
    </RouteDialog>
  );
}

export async function EditUserDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, caller, listHref } = await screenCtx(org);
  const user = await getUser(ctx, id).catch(() => null);
  if (!user) {
    return (
      <RouteDialog title="Edit user" mode={mode} listHref={listHref}>
        <ErrorList messages={["This user does not exist or is not available to you."]} />
      </RouteDialog>
    );
  }
  if (!canEditUser(caller, user)) {
    return (
      <RouteDialog title="Edit user" mode={mode} listHref={listHref}>
        <ErrorList messages={[CANNOT_EDIT_USER]} />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog
      title="Edit user"
      description={user.pending ? "This user has not accepted the invitation yet." : undefined}
      mode={mode}
      listHref={listHref}
    >
      <UserForm
        organisationId={org}
        user={{
          ...user,
          organisations: user.organisations.map((o) => ({
            organisationId: o.id,
            role: o.role,
            receiveQuotes: o.receiveQuotes,
          })),
        }}
        roles={roleOptions(caller, true)}
        clientAdmin={await clientAdminChoices(ctx)}
      />
    </RouteDialog>
  );
}
