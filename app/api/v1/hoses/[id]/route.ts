import { requireHoseChanges } from "@/lib/hoses/access";
import { archiveHose } from "@/lib/hoses/archive-hose";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { getHose } from "@/lib/hoses/get-hose";
import { HoseArchiveSchema } from "@/lib/hoses/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { answerLocaleFor } from "@/lib/http/answer-locale";
import { contentTaggedJson } from "@/lib/http/content-tag";
import { today } from "@/lib/dates";

/**
 * GET /api/v1/hoses/{id}: the hose with its configuration, people, documents and timeline. The
 * sentences that explain its due dates ("Why these dates?") are in the Accept-Language asked
 * for, so the answer is tagged and varies by language.
 */
export const GET = route({ params: IdParamsSchema }, async ({ request, client, ctx, params }) => {
  const locale = answerLocaleFor(request, client);
  return contentTaggedJson(request, await getHose(ctx, params.id, today(), locale), locale);
});

/**
 * DELETE /api/v1/hoses/{id} (optional body {notes, retirementReason, photo}): archive the hose,
 * irreversibly. The photo makes the body as large as an upload's.
 */
export const DELETE = route(
  {
    params: IdParamsSchema,
    body: HoseArchiveSchema,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    tooLarge: { photo: [UPLOAD_TOO_LARGE] },
    allow: requireHoseChanges,
  },
  async ({ ctx, params, body }) => ({
    data: { id: params.id },
    userMessage: await archiveHose(ctx, params.id, body),
  }),
);
