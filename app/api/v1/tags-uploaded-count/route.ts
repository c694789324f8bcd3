import { route } from "@/lib/http/route";
import { countTags } from "@/lib/tags/tag-counts";

/** GET /api/v1/tags-uploaded-count (system admins): see lib/tags/tag-counts.ts. */
export const GET = route({}, async ({ ctx }) => ({ data: await countTags(ctx, "uploaded") }));
