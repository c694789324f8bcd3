import { notFound } from "next/navigation";
import { DetailList } from "@/components/ui/detail-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { inviteClientAdminAction, removeClientAdminAction, updateClientUserAction } from "@/lib/actions/client-users";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { getClientUser } from "@/lib/clients";
import { formatDateIn } from "@/lib/dates";
import { AppError } from "@/lib/core/errors";
import { EditClientAdminForm, InviteClientAdminForm, RemoveClientAdminForm } from "./client-user-forms";
import { clientUsersHref } from "./client-users-screen";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

type Props = { org: string; clientId: string; mode: RouteDialogMode };

async function guard(org: string) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  return ctx;
}

async function load(org: string, clientId: string, userId: string) {
  const ctx = await guard(org);
  try {
    return { ctx, ...(await getClientUser(ctx, clientId, userId)) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function InviteClientAdminDialog({ org, clientId, mode }: Props) {
  await guard(org);
  const text = clientTexts(await pageLocale(), "clientUsers");
  return (
    <RouteDialog
      title={text.invite}
      description={text.inviteDescription}
      mode={mode}
      listHref={clientUsersHref(org, clientId)}
    >
      <InviteClientAdminForm action={inviteClientAdminAction.bind(null, org, clientId)} text={text} />
    </RouteDialog>
  );
}

export async function ClientUserDialog({ org, clientId, userId, mode }: Props & { userId: string }) {
  const { ctx, ...user } = await load(org, clientId, userId);
  // The rules of updateClientUser: a system admin is changed by system admins only; an active
  // account's email by a system admin only (its owner changes it in Your profile).
  const canEdit = !user.systemAdmin || ctx.flags.isSystemAdmin;
  const canEditEmail = user.pending || ctx.flags.isSystemAdmin;
  const locale = await pageLocale();
  const text = clientTexts(locale, "clientUsers");
  return (
    <RouteDialog title={canEdit ? text.edit : text.clientAdmin} mode={mode} listHref={clientUsersHref(org, clientId)}>
      <div className="space-y-6">
        <DetailList
          items={[
            ...(canEdit
              ? []
              : [
                  { label: text.name, value: user.fullName },
                  { label: text.email, value: user.email },
                ]),
            { label: text.status, value: user.pending ? text.invitationPending : text.active },
            { label: text.systemAdmin, value: user.systemAdmin ? text.yes : text.no },
            { label: text.added, value: formatDateIn(user.createdAt, locale) },
          ]}
        />
        {canEdit ? (
          <EditClientAdminForm
            action={updateClientUserAction.bind(null, org, user.id)}
            user={user}
            emailEditable={canEditEmail}
            text={text}
          />
        ) : null}
      </div>
    </RouteDialog>
  );
}

export async function RemoveClientAdminDialog({ org, clientId, userId, mode }: Props & { userId: string }) {
  const user = await load(org, clientId, userId);
  const text = clientTexts(await pageLocale(), "clientUsers");
  return (
    <RouteDialog title={text.remove} mode={mode} listHref={clientUsersHref(org, clientId)}>
      <RemoveClientAdminForm
        action={removeClientAdminAction.bind(null, org, user.id)}
        name={user.fullName}
        text={text}
      />
    </RouteDialog>
  );
}
