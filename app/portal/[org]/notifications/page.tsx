import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx } from "@/lib/web/browser-session";
import { DISPLAY_TIME_ZONE } from "@/lib/dates";
import { listNotifications } from "@/lib/notifications/list";
import { NOTIFICATION_TEXT as T } from "@/lib/notifications/strings";

export const metadata: Metadata = { title: T.pageTitle };

const when = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** The signed-in user's latest hose-failure notifications (the bell in the portal frame). */
export default async function NotificationsPage({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  const { items, unread } = await listNotifications(ctx, { limit: 50, unread: false });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={T.pageTitle} description={T.pageIntro} />
      <NotificationList
        items={items.map((n) => ({ ...n, when: when.format(new Date(n.createdAt)).replace(",", "") }))}
        unread={unread}
      />
    </div>
  );
}
