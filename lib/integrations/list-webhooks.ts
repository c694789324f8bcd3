import type { AuthedCtx } from "@/lib/core/ctx";
import { notFound } from "@/lib/core/errors";
import { db, readDb } from "@/lib/db/client";
import { listResponse, pageWindow } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { requireIntegrations, visibleIntegrations } from "./access";
import { toDeliveryRow, toWebhookRow, webhookSelect } from "./webhook-row";

/** The webhooks the caller manages, newest first (never their secrets). */
export async function listWebhooks(ctx: AuthedCtx, query: ListQuery) {
  requireIntegrations(ctx);
  const where = visibleIntegrations(ctx);
  const [total, rows] = await Promise.all([
    readDb().webhookEndpoint.count({ where }),
    readDb().webhookEndpoint.findMany({
      where,
      select: webhookSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toWebhookRow), total, query, []);
}

/** One webhook the caller manages, else 404. */
export async function getWebhook(ctx: AuthedCtx, id: string) {
  requireIntegrations(ctx);
  const row = await db().webhookEndpoint.findFirst({
    where: { ...visibleIntegrations(ctx), id },
    select: webhookSelect,
  });
  if (!row) throw notFound("Webhook not found");
  return toWebhookRow(row);
}

/** A webhook's delivery log, newest first: status, response code, attempts. */
export async function listWebhookDeliveries(ctx: AuthedCtx, id: string, query: ListQuery) {
  const webhook = await getWebhook(ctx, id);
  const where = { clientId: ctx.client.id, endpointId: webhook.id };
  const [total, rows] = await Promise.all([
    db().webhookDelivery.count({ where }),
    db().webhookDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
  ]);
  return listResponse(rows.map(toDeliveryRow), total, query, []);
}
