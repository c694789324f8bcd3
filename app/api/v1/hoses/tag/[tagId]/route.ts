import { getHoseByTag } from "@/lib/hoses/get-hose";
import { TagParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { answerLocaleFor } from "@/lib/http/answer-locale";
import { contentTaggedJson } from "@/lib/http/content-tag";
import { today } from "@/lib/dates";

/** GET /api/v1/hoses/tag/{tagId}: the hose carrying a scanned tag (the mobile app), in one call. */
export const GET = route({ params: TagParamsSchema }, async ({ request, client, ctx, params }) => {
  // The due dates' explanation in the caller's language, tagged and varying by it as GET /hoses/{id}.
  const locale = answerLocaleFor(request, client);
  return contentTaggedJson(request, await getHoseByTag(ctx, params.tagId, today(), locale), locale);
});
