import { readBulkPool } from "@/lib/db/pg-pool";
import type { HoseMeta } from "@/lib/generated/prisma/client";
import { hoseRowsByIds } from "@/lib/hoses/hose-rows-by-id";

/**
 * The inspection rows (inspectionInclude's shape) of the tenant's inspections already chosen by id, in id
 * order: what a bulk export reads per batch. Two statements through the bulk pool (the
 * inspections, then their hoses' list rows once each), not Prisma's include, for the reason
 * given in lib/hoses/hose-rows-by-id.ts.
 */
export async function inspectionRowsByIds(clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await readBulkPool().query<HoseMeta>(
    `SELECT * FROM "HoseMeta" WHERE id = ANY($1::uuid[]) AND "clientId" = $2::uuid ORDER BY id`,
    [ids, clientId],
  );
  const hoses = new Map((await hoseRowsByIds(clientId, [...new Set(rows.map((m) => m.hoseId))])).map((h) => [h.id, h]));
  // A hose deleted between the two statements (its inspections go with it) drops out.
  return rows.flatMap((m) => {
    const hose = hoses.get(m.hoseId);
    return hose ? [Object.assign(m, { hose })] : [];
  });
}
