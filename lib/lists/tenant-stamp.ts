import { addRider, memoGet, memoSet } from "@/lib/db/request-memo";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A tenant's data stamp (lib/lists/total-cache.ts): the latest change of any of its hoses,
 * organisations (archiving, links) or inspections, and its number of organisations; four index
 * probes. `organisations` is the part the filter options depend on.
 */
export type TenantStamp = { all: string; organisations: string };

export type TenantStampRow = {
  hosesChangedAt: Date | null;
  organisationsChangedAt: Date | null;
  organisationCount: bigint;
  inspectionsAddedAt: Date | null;
};

/** The stamp as four columns of a SELECT (scalar subqueries Postgres runs once per statement). */
export function tenantStampColumns(clientId: string): Prisma.Sql {
  return Prisma.sql`(SELECT max("updatedAt") FROM "Hose" WHERE "clientId" = ${clientId}::uuid) AS "hosesChangedAt",
    (SELECT max("updatedAt") FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "organisationsChangedAt",
    (SELECT count(*) FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "organisationCount",
    (SELECT max("createdAt") FROM "HoseMeta" WHERE "clientId" = ${clientId}::uuid) AS "inspectionsAddedAt"`;
}

export function toTenantStamp(row: TenantStampRow | undefined): TenantStamp {
  const organisations = `${row?.organisationsChangedAt?.getTime()}:${row?.organisationCount}`;
  return {
    all: `${row?.hosesChangedAt?.getTime()}:${organisations}:${row?.inspectionsAddedAt?.getTime()}`,
    organisations,
  };
}

const memoKey = (clientId: string) => `tenant-stamp:${clientId}`;

/**
 * Asks for the tenant's stamp to be read with the request's first statement (the session's):
 * a read-only list call then needs no round trip of its own for it. Only for requests that
 * write nothing before they list: the stamp is taken at the start of the request.
 */
export function readTenantStampEarly(clientId: string): void {
  addRider({
    columns: tenantStampColumns(clientId),
    read: (row) => memoSet(memoKey(clientId), toTenantStamp(row as TenantStampRow)),
  });
}

/** The stamp read early in this request, if one was. */
export function earlyTenantStamp(clientId: string): TenantStamp | undefined {
  return memoGet<TenantStamp>(memoKey(clientId));
}
