import { readDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { hoseRowInclude } from "./hose-row";

type Row = Prisma.HoseGetPayload<{ include: typeof hoseRowInclude }>;
type Joined = Row & {
  customerName: string;
  distributorName: string | null;
  zoneTrail: string | null;
  configurationName: string | null;
};

/**
 * A list page's rows (hoseRowInclude's shape) once its ids are chosen, in the ids' order, in
 * one joined statement of the tenant's hoses. Prisma's `include` would run a query per relation
 * (customer, distributor, location, configuration): five round trips for fifteen rows, on
 * every list call. Through readDb like the ids, so a page never mixes a replica and the primary.
 */
export async function hoseListRows(clientId: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await readDb().$queryRaw<Joined[]>(Prisma.sql`
    SELECT h.*, c.name AS "customerName", d.name AS "distributorName", z."trailName" AS "zoneTrail",
           hc.name AS "configurationName"
    FROM "Hose" h
    JOIN "Organisation" c ON c.id = h."customerOrganisationId"
    LEFT JOIN "Organisation" d ON d.id = h."distributorOrganisationId"
    LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
    LEFT JOIN "HoseConfiguration" hc ON hc.id = h."hoseConfigurationId"
    WHERE h.id = ANY(${ids}::uuid[]) AND h."clientId" = ${clientId}::uuid`);
  const byId = new Map<string, Row>();
  for (const row of rows) {
    row.customer = { name: row.customerName };
    row.distributor = row.distributorName === null ? null : { name: row.distributorName };
    row.zone = row.zoneTrail === null ? null : { trailName: row.zoneTrail };
    row.hoseConfiguration = row.configurationName === null ? null : { name: row.configurationName };
    byId.set(row.id, row);
  }
  // A hose deleted between the two statements drops out of the page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}
