import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/core/errors";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { requireClientManagement } from "./access";
import { clientEntry } from "./audit";
import { getClient } from "./get-client";
import { clientDeletedMessage } from "./messages";

/** Deleting a client deletes all its data; the client the admin is signed in to cannot go. */
export async function deleteClientRecord(ctx: AuthedCtx, id: string) {
  requireClientManagement(ctx);
  if (id === ctx.client.id) throw conflict({ global: ["You cannot delete the client you are signed in to"] });
  const row = await getClient(ctx, id);
  await db().$transaction(async (tx) => {
    // Recorded in the system admin's own client: the deleted client's trail goes with it.
    await recordAudit(tx, ctx, clientEntry("client.delete", row, { before: { name: row.name }, after: null }));
    await tx.client.delete({ where: { id } });
  });
  await forgetClientCache();
  return clientDeletedMessage(row.name);
}
