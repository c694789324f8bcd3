import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toConfigurationFlag, type HoseConfigurationRow } from "./schemas";

/** What every configuration answer reads: the row, its owner's name, its active hoses. */
export const hoseConfigurationInclude = {
  organisation: { select: { name: true } },
  _count: { select: { hoses: { where: { deletedAt: null } } } },
} satisfies Prisma.HoseConfigurationInclude;

/**
 * The list's include: without the hose count, which Prisma computes by grouping every hose of
 * the database; `withHoseCounts` counts only the page's configurations.
 */
export const { _count: _listCount, ...hoseConfigurationListInclude } = hoseConfigurationInclude;

type Loaded = Prisma.HoseConfigurationGetPayload<{ include: typeof hoseConfigurationInclude }>;

type ListLoaded = Prisma.HoseConfigurationGetPayload<{ include: typeof hoseConfigurationListInclude }>;

/** The page's rows with their active hoses counted (one indexed count). */
export async function withHoseCounts(rows: ListLoaded[]): Promise<Loaded[]> {
  if (rows.length === 0) return [];
  const counts = await db().hose.groupBy({
    by: ["hoseConfigurationId"],
    where: { clientId: rows[0]!.clientId, deletedAt: null, hoseConfigurationId: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const byId = new Map(counts.map((c) => [c.hoseConfigurationId, c._count._all]));
  return rows.map((r) => ({ ...r, _count: { hoses: byId.get(r.id) ?? 0 } }));
}

export function toHoseConfigurationRow(row: Loaded): HoseConfigurationRow {
  const { organisation, _count, clientId: _clientId, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    sleeving: toConfigurationFlag(row.sleeving),
    testCertificate: toConfigurationFlag(row.testCertificate),
    conformityCertificate: toConfigurationFlag(row.conformityCertificate),
    organisationName: organisation.name,
    hoseCount: _count.hoses,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
