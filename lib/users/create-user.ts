import type { AuthedCtx } from "@/lib/core/ctx";
import { consumeMailBudget } from "@/lib/auth/rate-limit";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/core/errors";
import { userAdminScope } from "./access";
import { recordMembershipChanges, rightsOf, rightsSnapshot, roleSnapshot, userEntry } from "@/lib/auth/user-audit";
import { getUser } from "./get-user";
import { userAddedMessage, userInvitedMessage } from "./messages";
import { requestedMemberships } from "./requested-memberships";
import type { UserCreateInput } from "./schemas";
import { sendUserInvitation } from "./send-invitation";
import type { UserRow } from "./user-row";

/**
 * Create user: a new person is created without a password and emailed an invitation to create
 * one; someone who already has an account in this client simply gains the membership(s).
 */
export async function createUser(ctx: AuthedCtx, input: UserCreateInput) {
  const scope = userAdminScope(ctx);
  const memberships = await requestedMemberships(ctx, scope, input);
  const clientAdmin = scope.kind === "client" ? (input.clientAdmin ?? false) : false;
  const existing = await db().user.findUnique({
    where: { clientId_email: { clientId: ctx.client.id, email: input.email } },
  });
  if (existing && existing.deletedAt === null) {
    const already = await db().organisationUser.findFirst({
      where: { userId: existing.id, organisationId: { in: memberships.map((m) => m.organisationId) } },
    });
    if (already || (scope.kind === "client" && memberships.length === 0 && (!clientAdmin || existing.clientAdmin))) {
      throw conflict({ email: ["This person already has an account here; edit the existing user instead"] });
    }
  }
  // An invitation is an email to an address the caller chose.
  const invites = !(existing && existing.deletedAt === null && existing.passwordHash);
  if (invites) await consumeMailBudget(ctx.client.id, ctx.impersonator?.id ?? ctx.user.id, input.email);
  const user = await db().$transaction(async (tx) => {
    const known = existing && existing.deletedAt === null;
    // A client admin's entries show the rights before; an organisation's show its own role only.
    const before = known && scope.kind === "client" ? await rightsOf(tx, existing.id) : null;
    const row =
      existing && existing.deletedAt === null
        ? await tx.user.update({ where: { id: existing.id }, data: clientAdmin ? { clientAdmin: true } : {} })
        : await tx.user.create({
            data: {
              clientId: ctx.client.id,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              clientAdmin,
            },
          });
    await tx.organisationUser.createMany({
      data: memberships.map((m) => ({ ...m, clientId: ctx.client.id, userId: row.id })),
    });
    const person = known ? {} : { firstName: row.firstName, lastName: row.lastName, email: row.email };
    if (scope.kind === "organisation") {
      // An organisation's user admin sees this organisation's role only, never the person's others.
      const m = memberships[0]!;
      const role = roleSnapshot({ role: m.role, receiveQuotes: m.receiveQuotes ?? false });
      await recordAudit(tx, ctx, userEntry(known ? "user.add" : "user.create", row, { after: { ...person, ...role } }));
    } else {
      const after = await rightsOf(tx, row.id);
      await recordAudit(
        tx,
        ctx,
        userEntry(known ? "user.rights" : "user.create", row, {
          before: before && rightsSnapshot(before),
          after: { ...person, ...rightsSnapshot(after) },
        }),
      );
      await recordMembershipChanges(tx, ctx, row, before?.memberships ?? new Map(), after.memberships);
    }
    return row;
  });
  if (!user.passwordHash) {
    await sendUserInvitation(ctx.client, user, {
      inviterName: ctx.user.fullName,
      locale: ctx.user.locale,
      ...(scope.kind === "organisation" ? { organisationName: scope.name } : {}),
    });
  }
  return {
    user: await getUser(ctx, user.id).catch(() => toUserRowFallback(user)),
    message: user.passwordHash
      ? userAddedMessage(`${user.firstName} ${user.lastName}`)
      : userInvitedMessage(user.email),
  };
}

/** A pending user created without memberships (client admin invite) is outside org scopes. */
function toUserRowFallback(u: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  clientAdmin: boolean;
}): UserRow {
  // Field by field: the row it is given holds the password hash and session state.
  const { id, firstName, lastName, email, clientAdmin } = u;
  return {
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email,
    clientAdmin,
    pending: true,
    role: null,
    receiveQuotes: false,
    organisations: [],
  };
}
