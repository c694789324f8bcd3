import { listActivity } from "@/lib/activity/list-activity";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/activity: the audit trail the caller may read (organisation Admins, client admins). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listActivity(ctx, query),
}));
