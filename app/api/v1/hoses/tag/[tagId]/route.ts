import { getHoseByTag } from "@/lib/hoses/get-hose";
import { TagParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/hoses/tag/{tagId}: the hose carrying a scanned tag (the mobile app), in one call. */
export const GET = route({ params: TagParamsSchema }, async ({ ctx, params }) => ({
  data: await getHoseByTag(ctx, params.tagId),
}));
