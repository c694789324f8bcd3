import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/core/errors";

/**
 * Names are unique among an organisation's visible (not hidden) configurations, compared
 * case-insensitively ("2sn 1/2" is "2SN 1/2"). The check runs inside the writing transaction
 * under a transaction-scoped advisory lock keyed on the organisation, so two concurrent saves
 * of one name cannot both pass it. Hidden configurations do not count: their name is free.
 */
export const DUPLICATE_NAME = { name: ["Name already exists"] };

export async function lockLibrary(tx: Prisma.TransactionClient, organisationId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hose-configurations:${organisationId}`}, 0))`;
}

export async function assertNameFree(
  tx: Prisma.TransactionClient,
  organisationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const clash = await tx.hoseConfiguration.findFirst({
    where: {
      organisationId,
      hidden: false,
      name: { equals: name, mode: "insensitive" },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw conflict(DUPLICATE_NAME);
}
