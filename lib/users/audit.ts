import { recordAudit, type AuditEntry, type AuditWriter } from "@/lib/audit/record-audit";
import type { Ctx } from "@/lib/auth/ctx";
import { ROLE_LABELS } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";

/** An audit entry about a user account, named by name and address. */
export function userEntry(
  action: string,
  user: { id: string; firstName: string; lastName: string; email: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "User",
    entityId: user.id,
    label: `${user.firstName} ${user.lastName} <${user.email}>`.trim(),
    ...more,
  };
}

/** A membership as the trail shows a role: "Admin", "Manager, quote contact". */
export function roleSnapshot(m: { role: number; receiveQuotes: boolean }) {
  return { role: ROLE_LABELS[m.role] ?? String(m.role), receiveQuotes: m.receiveQuotes };
}

/**
 * A user's rights across the client, for a client admin's edit: the client admin flag and each
 * membership as "Organisation: Role", sorted, so before/after shows exactly what moved.
 */
export async function rightsSnapshot(
  tx: AuditWriter & Pick<Prisma.TransactionClient, "user">,
  userId: string,
): Promise<{ clientAdmin: boolean; organisations: string[] }> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      clientAdmin: true,
      memberships: { select: { role: true, receiveQuotes: true, organisation: { select: { name: true } } } },
    },
  });
  const organisations = user.memberships
    .map((m) => `${m.organisation.name}: ${ROLE_LABELS[m.role] ?? m.role}${m.receiveQuotes ? ", quote contact" : ""}`)
    .sort();
  return { clientAdmin: user.clientAdmin, organisations };
}

type Membership = { organisationId: string; role: number; receiveQuotes: boolean };

/** The user's memberships by organisation, for membershipEntries. */
export async function membershipsOf(
  tx: Pick<Prisma.TransactionClient, "organisationUser">,
  userId: string,
): Promise<Map<string, Membership>> {
  const rows = await tx.organisationUser.findMany({
    where: { userId },
    select: { organisationId: true, role: true, receiveQuotes: true },
  });
  return new Map(rows.map((m) => [m.organisationId, m]));
}

/**
 * One entry per organisation whose membership a client admin changed (given, changed, removed),
 * filed under that organisation: its Admins see who was given or lost access there, and only
 * their own organisation's role (never the person's roles elsewhere).
 */
export async function recordMembershipChanges(
  tx: AuditWriter,
  ctx: Ctx,
  user: { id: string; firstName: string; lastName: string; email: string },
  before: Map<string, Membership>,
  after: Map<string, Membership>,
): Promise<void> {
  for (const organisationId of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(organisationId);
    const now = after.get(organisationId);
    if (was && now && was.role === now.role && was.receiveQuotes === now.receiveQuotes) continue;
    const action = !was ? "user.add" : !now ? "user.revoke" : "user.role";
    await recordAudit(
      tx,
      ctx,
      userEntry(action, user, {
        organisationId,
        before: was ? roleSnapshot(was) : null,
        after: now ? roleSnapshot(now) : null,
      }),
    );
  }
}
