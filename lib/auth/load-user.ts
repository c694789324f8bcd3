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

/** The API's view of the current user (GET /me). */
export function toProfile(user: SessionUser) {
  const { sessionVersion: _sessionVersion, ...profile } = user;
  return profile;
}
