import type { AuthedCtx } from "@/lib/auth/ctx";
import { ROLE, ROLE_LABELS, assignableRoles } from "@/lib/auth/roles";
import { consumeMailBudget } from "@/lib/auth/rate-limit";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { FilterValues, ListQuery } from "@/lib/lists/schemas";
import { inClient } from "@/lib/tenant/scope";
import { CANNOT_EDIT_USER, type UserCreateInput, type UserUpdateInput } from "./schemas";
import { recordMembershipChanges, rightsOf, rightsSnapshot, roleSnapshot, userEntry } from "./audit";
import { sendUserInvitation } from "./send-invitation";
import { toUserRow, userRowInclude, type UserRow } from "./user-row";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";

/**
 * Users (SPEC 2.5, 6): only user admins (client admin, Manager, Admin) manage users. A client
 * admin works across the client; an organisation's Manager/Admin within that organisation.
 * Invited people are users without a password until they create one ("pending").
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Matches no row: an unknown organisation filter lists nobody. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

type Scope = { kind: "client" } | { kind: "organisation"; id: string; name: string; role: number };

function scopeOf(ctx: AuthedCtx): Scope {
  if (ctx.flags.isClientAdmin) return { kind: "client" };
  const org = ctx.organisation;
  if (!org || org === "admin" || !ctx.flags.isUserAdmin) throw forbidden();
  return { kind: "organisation", id: org.id, name: org.name, role: org.role };
}

function usersWhere(ctx: AuthedCtx, scope: Scope, extra: Prisma.UserWhereInput = {}): Prisma.UserWhereInput {
  const member = scope.kind === "organisation" ? { memberships: { some: { organisationId: scope.id } } } : {};
  return inClient(ctx, { deletedAt: null, ...member, ...extra });
}

/** The Users list's where-clause (also the CSV export's): the caller's scope and the filters. */
export function userListWhere(ctx: AuthedCtx, filters: FilterValues) {
  const scope = scopeOf(ctx);
  const search = stringFilter(filters, "search");
  const role = stringFilter(filters, "role");
  // A client admin may narrow the list to one organisation (the Organisations list links here).
  const organisation = scope.kind === "client" ? stringFilter(filters, "organisation") : undefined;
  const where = usersWhere(ctx, scope, {
    passwordHash: { not: null },
    ...(organisation
      ? { memberships: { some: { organisationId: UUID.test(organisation) ? organisation : NO_ID } } }
      : {}),
    ...(search
      ? {
          OR: [
            { firstName: { contains: search, mode: "insensitive" } },
            { lastName: { contains: search, mode: "insensitive" } },
            { email: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
    ...(role !== undefined && scope.kind === "organisation"
      ? { memberships: { some: { organisationId: scope.id, role: Number(role) } } }
      : {}),
  });
  return { scope, where, organisationId: scope.kind === "organisation" ? scope.id : undefined };
}

/** The list's order (its CSV export follows it too). */
export const USER_ORDER: KeysetOrder = {
  name: "name",
  columns: [
    { field: "lastName", dir: "asc", nullable: false, type: "string" },
    { field: "firstName", dir: "asc", nullable: false, type: "string" },
    { field: "id", dir: "asc", nullable: false, type: "string" },
  ],
};

export async function listUsers(ctx: AuthedCtx, query: ListQuery) {
  const { scope, where } = userListWhere(ctx, query.filters);
  const { filters } = query;
  const [total, rows] = await Promise.all([
    db().user.count({ where }),
    db().user.findMany({
      where,
      include: userRowInclude,
      orderBy: keysetOrderBy(USER_ORDER) as Prisma.UserOrderByWithRelationInput[],
      ...pageWindow(query),
    }),
  ]);
  const descriptors = [textFilter({ id: "search", label: "Search", description: "Name or email" }, filters)];
  if (scope.kind === "organisation") {
    descriptors.push(
      selectFilter(
        { id: "role", label: "Role", options: [4, 0, 1, 2].map((r) => ({ value: String(r), label: ROLE_LABELS[r]! })) },
        filters,
      ),
    );
  } else {
    const organisations = await db().organisation.findMany({
      where: inClient(ctx, { deletedAt: null }),
      select: { id: true, name: true },
      orderBy: { name: "asc" },
      take: 1000,
    });
    descriptors.push(
      selectFilter(
        {
          id: "organisation",
          label: "Organisation",
          options: organisations.map((o) => ({ value: o.id, label: o.name })),
        },
        filters,
      ),
    );
  }
  const orgId = scope.kind === "organisation" ? scope.id : undefined;
  return listResponse(
    rows.map((u) => toUserRow(u, orgId)),
    total,
    query,
    descriptors,
  );
}

/** "Pending invites (N)": invited users who have not created a password yet. */
export async function listPendingUsers(ctx: AuthedCtx) {
  const scope = scopeOf(ctx);
  const rows = await db().user.findMany({
    where: usersWhere(ctx, scope, { passwordHash: null }),
    include: userRowInclude,
    orderBy: { createdAt: "desc" },
    take: 1000,
  });
  return rows.map((u) => toUserRow(u, scope.kind === "organisation" ? scope.id : undefined));
}

export async function getUser(ctx: AuthedCtx, id: string) {
  const scope = scopeOf(ctx);
  const row = await db().user.findFirst({ where: usersWhere(ctx, scope, { id }), include: userRowInclude });
  if (!row) throw notFound("User not found");
  return toUserRow(row, scope.kind === "organisation" ? scope.id : undefined);
}

/** The memberships a create/update asks for, checked against what the caller may hand out. */
async function requestedMemberships(
  ctx: AuthedCtx,
  scope: Scope,
  input: Partial<Pick<UserCreateInput, "role" | "receiveQuotes" | "organisations">>,
) {
  if (scope.kind === "organisation") {
    if (input.role === undefined) throw new AppError(422, { role: ["Choose a role"] });
    if (!assignableRoles(ctx.flags, scope.role).includes(input.role)) throw forbidden(CANNOT_EDIT_USER);
    return [{ organisationId: scope.id, role: input.role, receiveQuotes: input.receiveQuotes ?? false }];
  }
  const list = input.organisations ?? [];
  const ids = [...new Set(list.map((m) => m.organisationId))];
  if (ids.length !== list.length) throw new AppError(422, { organisations: ["Each organisation may be listed once"] });
  const found = await db().organisation.count({ where: inClient(ctx, { id: { in: ids }, deletedAt: null }) });
  if (found !== ids.length) throw new AppError(422, { organisations: ["Choose organisations from the list"] });
  return list;
}

/**
 * Create user: a new person is created without a password and emailed an invitation to create
 * one; someone who already has an account in this client simply gains the membership(s).
 */
export async function createUser(ctx: AuthedCtx, input: UserCreateInput) {
  const scope = scopeOf(ctx);
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
  // Review L3: an invitation is an email to an address the caller chose.
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
      ...(scope.kind === "organisation" ? { organisationName: scope.name } : {}),
    });
  }
  return {
    user: await getUser(ctx, user.id).catch(() => toUserRowFallback(user)),
    message: user.passwordHash
      ? `${user.firstName} ${user.lastName} has been added`
      : `An invitation has been sent to ${user.email}`,
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
  // Field by field (review L9): the row it is given holds the password hash and session state.
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

/**
 * Edit user. An organisation's user admin changes the role (3 revokes access) and the quote
 * contact flag within the organisation; a Manager cannot edit an Admin nor make one. A client
 * admin sets the client admin flag and the full list of organisations.
 */
export async function updateUser(ctx: AuthedCtx, input: UserUpdateInput) {
  const scope = scopeOf(ctx);
  const target = await db().user.findFirst({
    where: usersWhere(ctx, scope, { id: input.id }),
    include: { memberships: true },
  });
  if (!target) throw notFound("User not found");

  if (scope.kind === "organisation") {
    const membership = target.memberships.find((m) => m.organisationId === scope.id)!;
    if (membership.role === ROLE.ADMIN && scope.role !== ROLE.ADMIN) throw forbidden(CANNOT_EDIT_USER);
    if (input.role === ROLE.REVOKE) {
      if (target.id === ctx.user.id) throw new AppError(422, { role: ["You cannot revoke your own access"] });
      await db().$transaction(async (tx) => {
        await tx.organisationUser.delete({ where: { id: membership.id } });
        await recordAudit(tx, ctx, userEntry("user.revoke", target, { before: roleSnapshot(membership), after: null }));
      });
      return { user: null, message: `${target.firstName} ${target.lastName} no longer has access to ${scope.name}` };
    }
    const role = input.role ?? membership.role;
    if (role !== membership.role && !assignableRoles(ctx.flags, scope.role).includes(role))
      throw forbidden(CANNOT_EDIT_USER);
    await db().$transaction(async (tx) => {
      const after = await tx.organisationUser.update({
        where: { id: membership.id },
        data: { role, receiveQuotes: input.receiveQuotes ?? membership.receiveQuotes },
      });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.role", target, { before: roleSnapshot(membership), after: roleSnapshot(after) }),
      );
    });
  } else {
    if (target.id === ctx.user.id && input.clientAdmin === false) {
      throw new AppError(422, { clientAdmin: ["You cannot remove your own client admin rights"] });
    }
    const memberships = input.organisations
      ? await requestedMemberships(ctx, scope, { organisations: input.organisations })
      : null;
    await db().$transaction(async (tx) => {
      const before = await rightsOf(tx, target.id);
      if (input.clientAdmin !== undefined)
        await tx.user.update({ where: { id: target.id }, data: { clientAdmin: input.clientAdmin } });
      if (memberships) {
        // Change only what the form changed: the form lists live organisations only, so roles in
        // archived organisations are kept (they come back on unarchive); kept rows keep their id.
        const listed = new Map(memberships.map((m) => [m.organisationId, m]));
        const live = await tx.organisationUser.findMany({
          where: { userId: target.id, organisation: { deletedAt: null } },
        });
        const dropped = live.filter((m) => !listed.has(m.organisationId)).map((m) => m.id);
        if (dropped.length) await tx.organisationUser.deleteMany({ where: { id: { in: dropped } } });
        for (const m of live) {
          const wanted = listed.get(m.organisationId);
          if (!wanted) continue;
          const receiveQuotes = wanted.receiveQuotes ?? false;
          if (wanted.role !== m.role || receiveQuotes !== m.receiveQuotes) {
            await tx.organisationUser.update({ where: { id: m.id }, data: { role: wanted.role, receiveQuotes } });
          }
        }
        const existing = new Set(live.map((m) => m.organisationId));
        const added = memberships.filter((m) => !existing.has(m.organisationId));
        if (added.length) {
          await tx.organisationUser.createMany({
            data: added.map((m) => ({ ...m, clientId: ctx.client.id, userId: target.id })),
          });
        }
      }
      const after = await rightsOf(tx, target.id);
      await recordAudit(
        tx,
        ctx,
        userEntry("user.rights", target, {
          organisationId: null,
          before: rightsSnapshot(before),
          after: rightsSnapshot(after),
        }),
      );
      await recordMembershipChanges(tx, ctx, target, before.memberships, after.memberships);
    });
  }
  return { user: await getUser(ctx, target.id), message: `${target.firstName} ${target.lastName} has been saved` };
}

/**
 * Delete a pending invite: within an organisation, the invitation to it; for a client admin,
 * the pending user altogether. A person who has since created a password is not pending.
 */
export async function deletePendingUser(ctx: AuthedCtx, id: string) {
  const scope = scopeOf(ctx);
  const target = await db().user.findFirst({
    where: usersWhere(ctx, scope, { id, passwordHash: null }),
    include: { memberships: true },
  });
  if (!target) throw notFound("Invitation not found");
  // SPEC 6 'A Manager cannot edit an Admin': nor withdraw an Admin's invitation (review L13).
  const invited =
    scope.kind === "organisation" ? target.memberships.find((m) => m.organisationId === scope.id) : undefined;
  if (scope.kind === "organisation" && invited?.role === ROLE.ADMIN && scope.role !== ROLE.ADMIN)
    throw forbidden(CANNOT_EDIT_USER);
  const remaining =
    scope.kind === "organisation" ? target.memberships.filter((m) => m.organisationId !== scope.id) : [];
  await db().$transaction(async (tx) => {
    if (scope.kind === "organisation")
      await tx.organisationUser.deleteMany({ where: { userId: target.id, organisationId: scope.id } });
    // A client admin deletes the invitation altogether, a pending client admin's included (its
    // link must stop working); an organisation only its own invitation, never a client admin's.
    if (scope.kind === "client" || (remaining.length === 0 && !target.clientAdmin)) {
      await tx.userToken.deleteMany({ where: { userId: target.id } });
      await tx.user.delete({ where: { id: target.id } });
    }
    await recordAudit(tx, ctx, userEntry("user.invite.delete", target));
    if (scope.kind === "client")
      await recordMembershipChanges(
        tx,
        ctx,
        target,
        new Map(target.memberships.map((m) => [m.organisationId, m])),
        new Map(),
      );
  });
  return `The invitation for ${target.email} has been deleted`;
}
