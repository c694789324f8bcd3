import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A tenant's data stamp (lib/lists/total-cache.ts): the latest change of any of its hoses,
 * organisations (archiving, links) or inspections, and its number of organisations; four index
 * probes. `organisations` is the part the filter options depend on.
 */
export type TenantStamp = { all: string; organisations: string };

export type TenantStampRow = { stampH: Date | null; stampO: Date | null; stampN: bigint; stampM: Date | null };

/** The stamp as four columns of a SELECT (scalar subqueries Postgres runs once per statement). */
export function tenantStampColumns(clientId: string): Prisma.Sql {
  return Prisma.sql`(SELECT max("updatedAt") FROM "Hose" WHERE "clientId" = ${clientId}::uuid) AS "stampH",
    (SELECT max("updatedAt") FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "stampO",
    (SELECT count(*) FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "stampN",
    (SELECT max("createdAt") FROM "HoseMeta" WHERE "clientId" = ${clientId}::uuid) AS "stampM"`;
}

export function toTenantStamp(row: TenantStampRow | undefined): TenantStamp {
  const organisations = `${row?.stampO?.getTime()}:${row?.stampN}`;
  return { all: `${row?.stampH?.getTime()}:${organisations}:${row?.stampM?.getTime()}`, organisations };
}
