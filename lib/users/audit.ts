import type { AuditEntry, AuditWriter } from "@/lib/audit/record-audit";
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
