import { readBulkPool } from "@/lib/db/pg-pool";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { hoseRowInclude } from "./hose-row";

type Row = Prisma.HoseGetPayload<{ include: typeof hoseRowInclude }>;

/**
 * The list rows (hoseRowInclude's shape) of hoses already chosen by id, in id order, in one
 * joined statement: what a bulk export reads per batch. Through the bulk pool (plain `pg`
 * rows, see lib/db/pg-pool.ts) rather than Prisma, whose `include` runs a query per relation
 * and whose raw queries build several objects per row: this is the export's hot loop.
 */
export async function hoseRowsByIds(ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { rows } = await readBulkPool().query<
    Row & {
      customerName: string;
      distributorName: string | null;
      zoneTrail: string | null;
      configurationName: string | null;
    }
  >(
    `SELECT h.*, c.name AS "customerName", d.name AS "distributorName", z."trailName" AS "zoneTrail", hc.name AS "configurationName"
     FROM "Hose" h
     JOIN "Organisation" c ON c.id = h."customerOrganisationId"
     LEFT JOIN "Organisation" d ON d.id = h."distributorOrganisationId"
     LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
     LEFT JOIN "HoseConfiguration" hc ON hc.id = h."hoseConfigurationId"
     WHERE h.id = ANY($1::uuid[])
     ORDER BY h.id`,
    [ids],
  );
  // The relations' names are set on the row itself (no copy of its 30 columns per row).
  for (const row of rows) {
    row.customer = { name: row.customerName };
    row.distributor = row.distributorName === null ? null : { name: row.distributorName };
    row.zone = row.zoneTrail === null ? null : { trailName: row.zoneTrail };
    row.hoseConfiguration = row.configurationName === null ? null : { name: row.configurationName };
  }
  return rows;
}
