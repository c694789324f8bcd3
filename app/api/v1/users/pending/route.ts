import { route } from "@/lib/http/route";
import { listPendingUsers } from "@/lib/users";

/** GET /api/v1/users/pending: invited users who have not created a password yet. */
export const GET = route({}, async ({ ctx }) => {
  const items = await listPendingUsers(ctx);
  return { data: { items, totalItems: items.length } };
});
