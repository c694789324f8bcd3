import { route } from "@/lib/http/route";
import { markNotificationsRead } from "@/lib/notifications/list";
import { MarkNotificationsReadSchema } from "@/lib/notifications/schemas";
import { NOTIFICATION_TEXT as T } from "@/lib/notifications/strings";

/** POST /api/v1/notifications/read: marks the caller's given notifications (or all) read. */
export const POST = route({ body: MarkNotificationsReadSchema }, async ({ ctx, body }) => ({
  data: await markNotificationsRead(ctx, body),
  userMessage: body.all ? T.allMarkedRead : T.markedRead,
}));
