import { answerOnce, idempotencyClaim, type Answer } from "@/lib/http/idempotency";
import { recordHoseMeta } from "@/lib/hoses/record-meta";
import type { RecordedMeta } from "@/lib/hoses/schemas";
import { HoseMetaCreateSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { listInspections } from "@/lib/inspections/list-inspections";
import { KeysetListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/hoseMeta: the inspections (as GET /inspections). */
export const GET = route({ query: KeysetListQuerySchema, tenantStamp: true }, async ({ ctx, query }) => ({
  data: await listInspections(ctx, query),
}));

/**
 * POST /api/v1/hoseMeta {hoseId, inspectionResult?, notes?, inspectionDate?}: an inspection
 * (result 0 good, 1 monitor, 2 replace) or, without a result, a note. As the mobile tagging app
 * sends it: bearer token, X-Client-Host, X-Organisation-Id. An Idempotency-Key makes a retry safe.
 */
export const POST = route({ body: HoseMetaCreateSchema }, async ({ ctx, body, request }) => {
  const answer = await answerOnce(idempotencyClaim(ctx, request, "POST /hoseMeta", body), async (remember) =>
    toAnswer(
      await recordHoseMeta(ctx, body, { within: (tx, meta) => remember?.(tx, toAnswer(meta)) ?? Promise.resolve() }),
    ),
  );
  return { data: answer.body, status: answer.status, userMessage: answer.userMessage ?? undefined };
});

const toAnswer = (meta: RecordedMeta): Answer => ({
  status: 201,
  body: { id: meta.id, hoseId: meta.hoseId, kind: meta.kind },
  userMessage: meta.message,
});
