import { ErrorList } from "@/components/ui/error-list";
import { orNotFound } from "@/lib/core/errors";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { portalBase } from "@/lib/portal/menu";
import { canEditUser, clientAdminRoleOptions, roleOptions, usersScreen } from "@/lib/users/screen";
import { getUser } from "@/lib/users";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { UserForm } from "./user-form";
import { roleWords, type UsersText } from "./users-text";
import { userCaller } from "./users-screen";

/** Dialog routes of the Users screen (SPEC §2.1): add (UserAdd) and {userId} (UserEdit). */

type DialogProps = { org: string; mode: RouteDialogMode };

async function screenCtx(org: string) {
  const ctx = await requirePortalCtx(org);
  const caller = userCaller(ctx);
  requireAccess(ctx, usersScreen(caller).allowed);
  const text = clientTexts(await pageLocale(), "users");
  return { ctx, caller, text, listHref: `${portalBase(ctx.organisation)}/users` };
}

/** Client admins pick from the client's organisations (SPEC §9: up to 1000). */
async function clientAdminChoices(ctx: AuthedCtx, text: UsersText) {
  if (!ctx.flags.isClientAdmin) return null;
  const { items } = await listOrganisations(ctx, { page: 1, limit: 1000, filters: {} });
  return {
    organisations: items.map((o) => ({ value: o.id, label: o.name })),
    roles: rolesIn(clientAdminRoleOptions(), text),
  };
}

/** The role choices (named in English by lib/users/screen.ts) in the reader's language. */
function rolesIn(options: Array<{ value: string; label: string }>, text: UsersText) {
  const words = roleWords(text);
  return options.map((o) => ({ ...o, label: words[o.label] ?? o.label }));
}

export async function AddUserDialog({ org, mode }: DialogProps) {
  const { ctx, caller, text, listHref } = await screenCtx(org);
  return (
    <RouteDialog title={text.addUser} description={text.addUserDescription} mode={mode} listHref={listHref}>
      <UserForm
        organisationId={org}
        user={null}
        roles={rolesIn(roleOptions(caller, false), text)}
        clientAdmin={await clientAdminChoices(ctx, text)}
        text={text}
      />
    </RouteDialog>
  );
}

export async function EditUserDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, caller, text, listHref } = await screenCtx(org);
  const user = await orNotFound(getUser(ctx, id));
  if (!user) {
    return (
      <RouteDialog title={text.editUser} mode={mode} listHref={listHref}>
        <ErrorList messages={[text.notAvailable]} />
      </RouteDialog>
    );
  }
  if (!canEditUser(caller, user)) {
    return (
      <RouteDialog title={text.editUser} mode={mode} listHref={listHref}>
        <ErrorList messages={[text.cannotEdit]} />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog
      title={text.editUser}
      description={user.pending ? text.pendingDescription : undefined}
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
        roles={rolesIn(roleOptions(caller, true), text)}
        clientAdmin={await clientAdminChoices(ctx, text)}
        text={text}
      />
    </RouteDialog>
  );
}
