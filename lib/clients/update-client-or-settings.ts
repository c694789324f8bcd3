import type { AuthedCtx } from "@/lib/core/ctx";
import { notFound } from "@/lib/core/errors";
import { updateClientRecord } from "./update-client";
import { updateClientSettings } from "./update-client-settings";
import { ClientSettingsSchema, ClientUpdateSchema } from "./schemas";

/**
 * PUT /clients takes one of two payloads (documented as ClientPutBodySchema), and who calls with
 * what decides which:
 *  - a system admin sending an id updates that client's record (ClientUpdateSchema);
 *  - otherwise it is the current client's settings (ClientSettingsSchema, client admins). A body
 *    naming another client is refused, never applied to the caller's own client.
 */
export async function updateClientOrSettings(ctx: AuthedCtx, body: unknown) {
  const id = typeof body === "object" && body !== null && "id" in body ? (body as { id: unknown }).id : undefined;
  if (id !== undefined && ctx.flags.isSystemAdmin) {
    const { row, message } = await updateClientRecord(ctx, ClientUpdateSchema.parse(body));
    return { data: row, message };
  }
  if (id !== undefined && id !== ctx.client.id) throw notFound();
  const message = await updateClientSettings(ctx, ClientSettingsSchema.parse(body));
  return { data: { id: ctx.client.id }, message };
}
