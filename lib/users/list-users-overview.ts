import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { forbidden } from "@/lib/http/errors";

/** A row of the simple users list (the full, paginated list comes with the users screen). */
export type UserOverview = {
  id: string;
  fullName: string;
  email: string;
  clientAdmin: boolean;
  organisations: Array<{ id: string; name: string; role: number }>;
  /** SPEC 6: client admins may impersonate non-client-admin users. */
  canImpersonate: boolean;
};

const LIMIT = 500;

/**
 * Users a user admin may see (SPEC 6): a client admin sees the client's users with all their
 * organisations; a Manager or Admin sees the users of the current organisation, with only the
 * role in that organisation (SPEC 2.5 Users).
 */
export async function listUsersOverview(ctx: AuthedCtx): Promise<UserOverview[]> {
  if (!ctx.flags.isUserAdmin) throw forbidden();
  const clientAdmin = ctx.flags.isClientAdmin;
  const organisationId = ctx.organisation && ctx.organisation !== "admin" ? ctx.organisation.id : null;
  if (!clientAdmin && !organisationId) throw forbidden();
  const membershipScope = clientAdmin
    ? { organisation: { deletedAt: null } }
    : { organisationId: organisationId!, organisation: { deletedAt: null } };
  const users = await db().user.findMany({
    where: {
      clientId: ctx.client.id,
      deletedAt: null,
      ...(clientAdmin ? {} : { memberships: { some: { organisationId: organisationId! } } }),
    },
    include: {
      memberships: { where: membershipScope, include: { organisation: { select: { id: true, name: true } } } },
    },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    take: LIMIT,
  });
  return users.map((u) => ({
    id: u.id,
    fullName: `${u.firstName} ${u.lastName}`,
    email: u.email,
    clientAdmin: u.clientAdmin,
    organisations: u.memberships
      .map((m) => ({ id: m.organisation.id, name: m.organisation.name, role: m.role }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    canImpersonate:
      clientAdmin && !ctx.impersonator && !u.clientAdmin && !u.systemAdmin && u.id !== ctx.user.id,
  }));
}
