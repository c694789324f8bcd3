import { userEntry } from "@/lib/users/audit";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import type { z } from "zod";
import type { ClientUserInviteInput, ClientUserRowSchema, ClientUserUpdateInput } from "./schemas";
import { recordAudit } from "@/lib/audit/record-audit";
import { CANNOT_EDIT_USER } from "@/lib/users/schemas";
import { consumeMailBudget } from "@/lib/auth/rate-limit";
import { sendUserInvitation } from "@/lib/users/send-invitation";

/**
 * Client users (SPEC 2.1 clients/{clientId}/users): the client admins of a client and their
 * pending invitations. A system admin works on any client; a client admin on their own only.
 */
async function targetClient(ctx: AuthedCtx, clientId: string) {
  if (!ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin) throw forbidden();
  if (!ctx.flags.isSystemAdmin && clientId !== ctx.client.id) throw notFound("Client not found");
  const client = await db().client.findUnique({ where: { id: clientId } });
  if (!client) throw notFound("Client not found");
  return client;
}

const select = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  clientAdmin: true,
  systemAdmin: true,
  passwordHash: true,
  createdAt: true,
} as const;
type SelectedUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  clientAdmin: boolean;
  systemAdmin: boolean;
  passwordHash: string | null;
  createdAt: Date;
};

/** Field by field (review L9): whatever else the row holds never reaches an answer. */
const toRow = (u: SelectedUser): z.infer<typeof ClientUserRowSchema> => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  fullName: `${u.firstName} ${u.lastName}`,
  email: u.email,
  clientAdmin: u.clientAdmin,
  systemAdmin: u.systemAdmin,
  pending: u.passwordHash === null,
  createdAt: u.createdAt.toISOString(),
});

export async function listClientUsers(ctx: AuthedCtx, clientId: string, query: ListQuery) {
  const client = await targetClient(ctx, clientId);
  const search = stringFilter(query.filters, "search");
  const where = {
    clientId: client.id,
    clientAdmin: true,
    deletedAt: null,
    passwordHash: { not: null },
    ...(search
      ? {
          OR: [
            { firstName: { contains: search, mode: "insensitive" as const } },
            { lastName: { contains: search, mode: "insensitive" as const } },
            { email: { contains: search, mode: "insensitive" as const } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db().user.count({ where }),
    db().user.findMany({
      where,
      select,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toRow), total, query, [
    textFilter({ id: "search", label: "Search", description: "Name or email" }, query.filters),
  ]);
}

export async function listPendingClientUsers(ctx: AuthedCtx, clientId: string) {
  const client = await targetClient(ctx, clientId);
  const rows = await db().user.findMany({
    where: { clientId: client.id, clientAdmin: true, deletedAt: null, passwordHash: null },
    select,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toRow);
}

/** One client admin or pending invitee of the client (ClientUserEdit / ClientUserDelete dialogs). */
export async function getClientUser(ctx: AuthedCtx, clientId: string, userId: string) {
  const client = await targetClient(ctx, clientId);
  const row = await db().user.findFirst({
    where: { id: userId, clientId: client.id, clientAdmin: true, deletedAt: null },
    select,
  });
  if (!row) throw notFound("User not found");
  return toRow(row);
}

/**
 * A client admin or pending invitee by id alone (GET /clients/users/{id}): a system admin reaches
 * any client's, a client admin only their own client's; anyone else's id answers 404.
 */
async function findClientAdmin(ctx: AuthedCtx, userId: string) {
  if (!ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin) throw forbidden();
  const row = await db().user.findFirst({
    where: {
      id: userId,
      clientAdmin: true,
      deletedAt: null,
      ...(ctx.flags.isSystemAdmin ? {} : { clientId: ctx.client.id }),
    },
    select: { ...select, clientId: true },
  });
  if (!row) throw notFound("User not found");
  return row;
}

export async function getClientUserById(ctx: AuthedCtx, userId: string) {
  return toRow(await findClientAdmin(ctx, userId));
}

/**
 * ClientUserEdit (PUT /clients/users): corrects a client admin's name or email. An email already
 * used in that client is refused; see below for who may re-address whom. A pending invitee's new address gets a fresh invitation and the
 * old link stops working.
 */
export async function updateClientUser(ctx: AuthedCtx, input: ClientUserUpdateInput) {
  const current = await findClientAdmin(ctx, input.id);
  const emailChanged = input.email !== current.email;
  const pending = current.passwordHash === null;
  // A new address plus 'forgot password' would hand over the account: only a system admin may
  // re-address an active account (its owner can in Your profile), and only a system admin may
  // change a system admin at all. A pending invitation's typo any admin may correct.
  if (current.systemAdmin && !ctx.flags.isSystemAdmin) throw forbidden(CANNOT_EDIT_USER);
  if (emailChanged && !pending && !ctx.flags.isSystemAdmin) {
    throw forbidden(
      "Only a system admin can change the email of an active account; its owner can change it in Your profile",
    );
  }
  if (emailChanged) {
    const taken = await db().user.findUnique({
      where: { clientId_email: { clientId: current.clientId, email: input.email } },
      select: { id: true },
    });
    if (taken) throw conflict({ email: ["This email address is already used by another account"] });
    if (pending) await consumeMailBudget(current.clientId, ctx.impersonator?.id ?? ctx.user.id, input.email);
  }
  const user = await db().$transaction(async (tx) => {
    if (emailChanged && pending) await tx.userToken.deleteMany({ where: { userId: current.id } });
    const after = await tx.user.update({
      where: { id: current.id },
      // A corrected address replaces any email change the user had asked for.
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(emailChanged ? { emailChange: null } : {}),
      },
      select: { ...select, clientId: true },
    });
    await recordAudit(
      tx,
      ctx,
      userEntry("user.update", after, { clientId: after.clientId, organisationId: null, before: current, after }),
    );
    return after;
  });
  if (emailChanged && pending) {
    const client = await db().client.findUniqueOrThrow({ where: { id: user.clientId } });
    await sendUserInvitation(client, user, { inviterName: ctx.user.fullName });
  }
  return {
    user: toRow(user),
    message:
      emailChanged && pending
        ? `An invitation has been sent to ${user.email}`
        : `${user.firstName} ${user.lastName} has been saved`,
  };
}

/** 'Invite client admin': a new person gets an invitation; an existing user gains the rights. */
export async function inviteClientAdmin(ctx: AuthedCtx, input: ClientUserInviteInput) {
  const client = await targetClient(ctx, input.clientId);
  const existing = await db().user.findUnique({
    where: { clientId_email: { clientId: client.id, email: input.email } },
  });
  if (existing?.clientAdmin && !existing.deletedAt)
    throw conflict({ email: ["This person is already a client admin"] });
  // Review L3: an invitation is an email to an address the caller chose.
  if (!(existing && !existing.deletedAt && existing.passwordHash)) {
    await consumeMailBudget(client.id, ctx.impersonator?.id ?? ctx.user.id, input.email);
  }
  const user = await db().$transaction(async (tx) => {
    const row =
      existing && !existing.deletedAt
        ? await tx.user.update({ where: { id: existing.id }, data: { clientAdmin: true } })
        : await tx.user.create({
            data: {
              clientId: client.id,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              clientAdmin: true,
            },
          });
    await recordAudit(
      tx,
      ctx,
      userEntry(existing && !existing.deletedAt ? "user.client-admin.grant" : "user.client-admin.invite", row, {
        clientId: client.id,
        organisationId: null,
        before: { clientAdmin: existing && !existing.deletedAt ? existing.clientAdmin : null },
        after: { clientAdmin: true },
      }),
    );
    return row;
  });
  if (!user.passwordHash) await sendUserInvitation(client, user, { inviterName: ctx.user.fullName });
  return {
    user: toRow(user),
    message: user.passwordHash
      ? `${user.firstName} ${user.lastName} is now a client admin`
      : `An invitation has been sent to ${user.email}`,
  };
}

/**
 * Removes client admin rights. A pending invitee with nothing else in the client is deleted
 * outright (that is "delete pending invitation"). Nobody removes their own rights here.
 */
export async function removeClientAdmin(ctx: AuthedCtx, userId: string, opts: { pendingOnly?: boolean } = {}) {
  if (!ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin) throw forbidden();
  const user = await db().user.findFirst({
    where: {
      id: userId,
      clientAdmin: true,
      deletedAt: null,
      ...(opts.pendingOnly ? { passwordHash: null } : {}),
      ...(ctx.flags.isSystemAdmin ? {} : { clientId: ctx.client.id }),
    },
    include: { _count: { select: { memberships: true } } },
  });
  if (!user) throw notFound(opts.pendingOnly ? "Invitation not found" : "User not found");
  if (user.id === ctx.user.id) throw new AppError(422, { global: ["You cannot remove your own client admin rights"] });
  if (user.passwordHash === null && user._count.memberships === 0) {
    await db().$transaction(async (tx) => {
      await tx.userToken.deleteMany({ where: { userId: user.id } });
      await tx.user.delete({ where: { id: user.id } });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.invite.delete", user, { clientId: user.clientId, organisationId: null }),
      );
    });
    return `The invitation for ${user.email} has been deleted`;
  }
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { clientAdmin: false } });
    await recordAudit(
      tx,
      ctx,
      userEntry("user.client-admin.remove", user, {
        clientId: user.clientId,
        organisationId: null,
        before: { clientAdmin: true },
        after: { clientAdmin: false },
      }),
    );
  });
  return `${user.firstName} ${user.lastName} is no longer a client admin`;
}
