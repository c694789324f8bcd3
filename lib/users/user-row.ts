import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { UserRowSchema } from "./schemas";

export const userRowInclude = {
  memberships: {
    where: { organisation: { deletedAt: null } },
    include: { organisation: { select: { id: true, name: true, isDistributor: true } } },
    orderBy: { organisation: { name: "asc" } },
  },
} satisfies Prisma.UserInclude;

type Row = Prisma.UserGetPayload<{ include: typeof userRowInclude }>;

/**
 * A user as the Users list shows it (SPEC §2.5): client admins see every organisation with its
 * role; others see the role in their own organisation only (`organisationId` given).
 */
export function toUserRow(u: Row, organisationId?: string) {
  const memberships = organisationId ? u.memberships.filter((m) => m.organisationId === organisationId) : u.memberships;
  const own = organisationId ? memberships[0] : undefined;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`,
    email: u.email,
    clientAdmin: u.clientAdmin,
    pending: u.passwordHash === null,
    role: own?.role ?? null,
    receiveQuotes: own?.receiveQuotes ?? false,
    organisations: memberships.map((m) => ({
      id: m.organisation.id,
      name: m.organisation.name,
      isDistributor: m.organisation.isDistributor,
      role: m.role,
      receiveQuotes: m.receiveQuotes,
    })),
  };
}
export type UserRow = ReturnType<typeof toUserRow>;

// The API schema and the mapper cannot drift apart.
UserRowSchema satisfies z.ZodType<UserRow>;
