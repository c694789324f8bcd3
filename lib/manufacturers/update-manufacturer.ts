import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { requireManufacturerChanges } from "./access";
import { manufacturerEntry } from "./audit";
import { getManufacturer } from "./get-manufacturer";
import { DUPLICATE_MANUFACTURER, assertManufacturerNameFree, manufacturerSelect as select } from "./manufacturer-row";
import { manufacturerSavedMessage } from "./messages";
import type { ManufacturerUpdateInput } from "./schemas";

/** Renames a manufacturer; what hoses and configurations already recorded keeps its text. */
export async function updateManufacturer(ctx: AuthedCtx, input: ManufacturerUpdateInput) {
  requireManufacturerChanges(ctx);
  const before = await getManufacturer(ctx, input.id);
  await assertManufacturerNameFree(ctx, input.name, input.id);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const after = await tx.manufacturer.update({ where: { id: input.id }, data: { name: input.name }, select });
        await recordAudit(tx, ctx, manufacturerEntry("manufacturer.update", after, { before, after }));
        return after;
      }),
    DUPLICATE_MANUFACTURER,
  );
  await invalidateCatalogue(ctx.client.id);
  return { row, message: manufacturerSavedMessage(row.name) };
}
