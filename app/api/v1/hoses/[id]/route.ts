import { archiveHose } from "@/lib/hoses/archive-hose";
import { getHose } from "@/lib/hoses/get-hose";
import { HoseArchiveSchema } from "@/lib/hoses/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/hoses/{id}: the hose with its configuration, people, documents and timeline. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getHose(ctx, params.id),
}));

/** DELETE /api/v1/hoses/{id} (optional body {notes, retirementReason}): archive the hose, irreversibly. */
export const DELETE = route({ params: IdParamsSchema, body: HoseArchiveSchema }, async ({ ctx, params, body }) => ({
  data: { id: params.id },
  userMessage: await archiveHose(ctx, params.id, body),
}));
