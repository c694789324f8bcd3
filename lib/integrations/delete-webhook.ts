import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { integrationEntry } from "./audit";
import { getWebhook } from "./list-webhooks";
import { webhookDeletedMessage } from "./messages";

/** Removes the subscription and its delivery log; queued deliveries find nothing and stop. */
export async function deleteWebhook(ctx: AuthedCtx, id: string) {
  const row = await getWebhook(ctx, id);
  await db().$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id: row.id } });
    await recordAudit(tx, ctx, integrationEntry("webhook.delete", row, row.url));
  });
  return { row, message: webhookDeletedMessage(row.url) };
}
