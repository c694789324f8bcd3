import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db } from "@/lib/db/client";
import { requireManufacturerChanges } from "./access";
import { manufacturerEntry } from "./audit";
import { getManufacturer } from "./get-manufacturer";
import { manufacturerDeletedMessage } from "./messages";

/** Deleting a manufacturer keeps the text already recorded on configurations and hoses. */
export async function deleteManufacturer(ctx: AuthedCtx, id: string) {
  requireManufacturerChanges(ctx);
  const row = await getManufacturer(ctx, id);
  await db().$transaction(async (tx) => {
    await tx.manufacturer.delete({ where: { id: row.id } });
    await recordAudit(tx, ctx, manufacturerEntry("manufacturer.delete", row, { before: row, after: null }));
  });
  await invalidateCatalogue(ctx.client.id);
  return { row, message: manufacturerDeletedMessage(row.name) };
}
