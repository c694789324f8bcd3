import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { requireManufacturerChanges } from "./access";
import { manufacturerEntry } from "./audit";
import { DUPLICATE_MANUFACTURER, assertManufacturerNameFree, manufacturerSelect as select } from "./manufacturer-row";
import { manufacturerAddedMessage } from "./messages";
import type { ManufacturerCreateInput } from "./schemas";

/** Adds a manufacturer to the client's list; the message is the one the screen and API show. */
export async function createManufacturer(ctx: AuthedCtx, input: ManufacturerCreateInput) {
  requireManufacturerChanges(ctx);
  await assertManufacturerNameFree(ctx, input.name);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const created = await tx.manufacturer.create({ data: { clientId: ctx.client.id, name: input.name }, select });
        await recordAudit(tx, ctx, manufacturerEntry("manufacturer.create", created, { after: created }));
        return created;
      }),
    DUPLICATE_MANUFACTURER,
  );
  await invalidateCatalogue(ctx.client.id);
  return { row, message: manufacturerAddedMessage(row.name) };
}
