import {
  MarkNotificationsReadResultSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
} from "@/lib/notifications/schemas";
import type { Operation } from "../registry";

const tag = "Notifications";

export const notificationOperations: Operation[] = [
  {
    method: "get",
    path: "/notifications",
    tag,
    summary: "The caller's latest notifications: hoses whose inspection said Replace, and problem reports",
    description:
      "Newest first, with the number unread. Each user sees only their own: the customer organisation's Admins and " +
      "the distributor's quote contacts are told when one of the hoses fails (the inspector is not told of their own).",
    auth: "user",
    query: NotificationListQuerySchema,
    response: NotificationListSchema,
  },
  {
    method: "post",
    path: "/notifications/read",
    tag,
    summary: "Marks the caller's given notifications, or all of them, as read",
    auth: "user",
    body: MarkNotificationsReadSchema,
    response: MarkNotificationsReadResultSchema,
    userMessage: "Marked as read / All notifications are marked as read",
    errors: {
      404: "An id that is not one of the caller's notifications (another user's, another client's): nothing is marked",
    },
  },
];
