import { route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/list";
import { NotificationListQuerySchema } from "@/lib/notifications/schemas";

/** GET /api/v1/notifications: the caller's latest hose-failure notifications and unread count. */
export const GET = route({ query: NotificationListQuerySchema }, async ({ ctx, query }) => ({
  data: await listNotifications(ctx, query),
}));
