import { z } from "zod";
import type { AuthedCtx } from "@/lib/core/ctx";
import { createClientRecord, listClients, updateClientRecord, updateClientSettings } from "@/lib/clients/client-admin";
import {
  CLIENT_BODY_MAX_BYTES,
  ClientCreateSchema,
  ClientSettingsSchema,
  ClientUpdateSchema,
} from "@/lib/clients/schemas";
import { forbidden, notFound } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** Client records and settings carry up to 4 MB: only their admins get them read. */
const systemAdmin = (ctx: AuthedCtx) => {
  if (!ctx.flags.isSystemAdmin) throw forbidden();
};
const clientOrSystemAdmin = (ctx: AuthedCtx) => {
  if (!ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin) throw forbidden();
};

/** GET /api/v1/clients (system admin: Manage clients). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listClients(ctx, query),
}));

/** POST /api/v1/clients (system admin). */
export const POST = route(
  { body: ClientCreateSchema, maxBodyBytes: CLIENT_BODY_MAX_BYTES, allow: systemAdmin },
  async ({ ctx, body }) => {
    const row = await createClientRecord(ctx, body);
    return { data: row, status: 201, userMessage: `${row.name} has been created` };
  },
);

/**
 * PUT /api/v1/clients: a system admin updates any client (body with id); a client admin saves
 * the Client settings of the current client (SPEC 2.5 ClientSettings payload).
 */
export const PUT = route(
  { body: z.unknown(), maxBodyBytes: CLIENT_BODY_MAX_BYTES, allow: clientOrSystemAdmin },
  async ({ ctx, body }) => {
    const id = typeof body === "object" && body !== null && "id" in body ? (body as { id: unknown }).id : undefined;
    if (id !== undefined && ctx.flags.isSystemAdmin) {
      const row = await updateClientRecord(ctx, ClientUpdateSchema.parse(body));
      return { data: row, userMessage: `${row.name} has been saved` };
    }
    // A body naming another client is refused, never applied to the caller's own client.
    if (id !== undefined && id !== ctx.client.id) throw notFound();
    const userMessage = await updateClientSettings(ctx, ClientSettingsSchema.parse(body));
    return { data: { id: ctx.client.id }, userMessage };
  },
);
