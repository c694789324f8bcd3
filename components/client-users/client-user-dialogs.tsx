import { notFound } from "next/navigation";
import { DetailList } from "@/components/ui/detail-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { inviteClientAdminAction, removeClientAdminAction, updateClientUserAction } from "@/lib/actions/client-users";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { getClientUser } from "@/lib/clients";
import { formatDate } from "@/lib/dates";
import { AppError } from "@/lib/core/errors";
import { EditClientAdminForm, InviteClientAdminForm, RemoveClientAdminForm } from "./client-user-forms";
import { clientUsersHref } from "./client-users-screen";

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
  return (
    <RouteDialog
      title="Invite client admin"
      description="They receive an email to set their password."
      mode={mode}
      listHref={clientUsersHref(org, clientId)}
    >
      <InviteClientAdminForm action={inviteClientAdminAction.bind(null, org, clientId)} />
    </RouteDialog>
  );
}

export async function ClientUserDialog({ org, clientId, userId, mode }: Props & { userId: string }) {
  const { ctx, ...user } = await load(org, clientId, userId);
  // The rules of updateClientUser: a system admin is changed by system admins only; an active
  // account's email by a system admin only (its owner changes it in Your profile).
  const canEdit = !user.systemAdmin || ctx.flags.isSystemAdmin;
  const canEditEmail = user.pending || ctx.flags.isSystemAdmin;
  return (
    <RouteDialog
      title={canEdit ? "Edit client admin" : "Client admin"}
      mode={mode}
      listHref={clientUsersHref(org, clientId)}
    >
      <div className="space-y-6">
        <DetailList
          items={[
            ...(canEdit
              ? []
              : [
                  { label: "Name", value: user.fullName },
                  { label: "Email", value: user.email },
                ]),
            { label: "Status", value: user.pending ? "Invitation pending" : "Active" },
            { label: "System admin", value: user.systemAdmin ? "Yes" : "No" },
            { label: "Added", value: formatDate(user.createdAt) },
          ]}
        />
        {canEdit ? (
          <EditClientAdminForm
            action={updateClientUserAction.bind(null, org, user.id)}
            user={user}
            emailEditable={canEditEmail}
          />
        ) : null}
      </div>
    </RouteDialog>
  );
}

export async function RemoveClientAdminDialog({ org, clientId, userId, mode }: Props & { userId: string }) {
  const user = await load(org, clientId, userId);
  return (
    <RouteDialog title="Remove client admin" mode={mode} listHref={clientUsersHref(org, clientId)}>
      <RemoveClientAdminForm action={removeClientAdminAction.bind(null, org, user.id)} name={user.fullName} />
    </RouteDialog>
  );
}
