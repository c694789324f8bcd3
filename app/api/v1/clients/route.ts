import { z } from "zod";
import type { AuthedCtx } from "@/lib/core/ctx";
import { createClientRecord, listClients, updateClientOrSettings } from "@/lib/clients";
import { requireClientManagement } from "@/lib/clients/access";
import { CLIENT_BODY_MAX_BYTES, ClientCreateSchema } from "@/lib/clients/schemas";
import { forbidden } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** Client records and settings carry up to 4 MB: only their admins get them read. */
const clientOrSystemAdmin = (ctx: AuthedCtx) => {
  if (!ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin) throw forbidden();
};

/** GET /api/v1/clients (system admin: Manage clients). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listClients(ctx, query),
}));

/** POST /api/v1/clients (system admin). */
export const POST = route(
  { body: ClientCreateSchema, maxBodyBytes: CLIENT_BODY_MAX_BYTES, allow: requireClientManagement },
  async ({ ctx, body }) => {
    const { row, message } = await createClientRecord(ctx, body);
    return { data: row, status: 201, userMessage: message };
  },
);

/**
 * PUT /api/v1/clients: a system admin updates any client (body with id); a client admin saves
 * the current client's settings. The service tells the two payloads apart.
 */
export const PUT = route(
  { body: z.unknown(), maxBodyBytes: CLIENT_BODY_MAX_BYTES, allow: clientOrSystemAdmin },
  async ({ ctx, body }) => {
    const { data, message } = await updateClientOrSettings(ctx, body);
    return { data, userMessage: message };
  },
);
