import { db } from "@/lib/db/client";
import type { OrganisationMembership } from "./roles";

/** The signed-in user as every layer sees it (SPEC 3, User). Never carries a password hash. */
export type SessionUser = {
  id: string;
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  clientAdmin: boolean;
  systemAdmin: boolean;
  emailChange: string | null;
  sessionVersion: number;
  organisations: OrganisationMembership[];
};

/**
 * Loads a live user of the given client with the organisations it can act for (archived
 * organisations are left out: archiving removes access). Null when absent or deleted.
 */
export async function loadSessionUser(clientId: string, userId: string): Promise<SessionUser | null> {
  const user = await db().user.findFirst({
    where: { id: userId, clientId, deletedAt: null },
    include: {
      memberships: {
        where: { organisation: { deletedAt: null } },
        include: { organisation: true },
        orderBy: { organisation: { name: "asc" } },
      },
    },
  });
  if (!user) return null;
  return {
    id: user.id,
    clientId: user.clientId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    clientAdmin: user.clientAdmin,
    systemAdmin: user.systemAdmin,
    emailChange: user.emailChange,
    sessionVersion: user.sessionVersion,
    organisations: user.memberships.map(({ organisation: o, role, receiveQuotes }) => ({
      id: o.id,
      name: o.name,
      isDistributor: o.isDistributor,
      role,
      receiveQuotes,
      accountCode: o.accountCode,
      fields: o.fields,
      configurationsVisible: o.isDistributor || o.distributorId === null || o.distributorConfigurationsVisible,
    })),
  };
}

/**
 * The API's view of the current user (GET /me): never the session generation; while
 * impersonating, who is behind it ("Back to client admin" shows their name).
 */
export function toProfile(user: SessionUser, impersonator: { fullName: string } | null = null) {
  const { sessionVersion: _sessionVersion, ...profile } = user;
  return { ...profile, impersonating: impersonator !== null, impersonator: impersonator?.fullName ?? null };
}

export type Profile = ReturnType<typeof toProfile>;

/** The caller's profile as stored now (after an update), with the impersonation of the session. */
export async function loadProfile(session: { user: Pick<SessionUser, "id" | "clientId">; impersonator: { fullName: string } | null }): Promise<Profile | null> {
  const user = await loadSessionUser(session.user.clientId, session.user.id);
  return user && toProfile(user, session.impersonator);
}
