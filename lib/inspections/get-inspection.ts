import type { AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inspectionInclude, inspectionWhere, toInspectionRow, type InspectionRow } from "./list-inspections";

/**
 * GET /inspections/{id} and /hoseMeta/{id}: one inspection of a hose the caller sees, as the list
 * shows it (SPEC §7 "GET /{resource}/{id}"). Scoped in the query: another tenant's or an unseen
 * hose's inspection answers 404.
 */
export async function getInspection(ctx: AuthedCtx, id: string, today = todayDate()): Promise<InspectionRow> {
  const where = await inspectionWhere(ctx, {});
  const row = await db().hoseMeta.findFirst({ where: { AND: [where, { id }] }, include: inspectionInclude });
  if (!row) throw notFound();
  return toInspectionRow(row, today);
}
