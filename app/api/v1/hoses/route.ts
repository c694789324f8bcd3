import { hoseAddedMessage, hoseSavedMessage } from "@/lib/hoses/messages";
import { createHose, updateHose } from "@/lib/hoses/save-hose";
import { listHoses } from "@/lib/hoses/list-hoses";
import { HoseSaveSchema, HoseUpdateSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { KeysetListQuerySchema } from "@/lib/lists/schemas";

/**
 * GET /api/v1/hoses: the tagged hoses the caller sees, filtered and paginated (SPEC §2.5). A
 * repeated call whose tenant stamp and scope are unchanged is answered 304 (If-None-Match).
 */
export const GET = route({ query: KeysetListQuerySchema, tenantStamp: true, etag: true }, async ({ ctx, query }) => ({
  data: await listHoses(ctx, query),
}));

/** POST /api/v1/hoses: tag a new hose for a customer. */
export const POST = route({ body: HoseSaveSchema }, async ({ ctx, body }) => {
  const hose = await createHose(ctx, body);
  return { data: { id: hose.id }, status: 201, userMessage: hoseAddedMessage(hose.name) };
});

/** PUT /api/v1/hoses {id, ...}: edit a hose. */
export const PUT = route({ body: HoseUpdateSchema }, async ({ ctx, body }) => {
  const hose = await updateHose(ctx, body);
  return { data: { id: hose.id }, userMessage: hoseSavedMessage(hose.name) };
});
