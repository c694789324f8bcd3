import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx } from "@/lib/web/browser-session";
import { DISPLAY_TIME_ZONE } from "@/lib/dates";
import { plainTexts, translator } from "@/lib/i18n/catalogue";
import { listNotifications } from "@/lib/notifications/list";
import { pageLocale } from "@/lib/web/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await pageLocale(), "notifications")("title") };
}

/**
 * The signed-in user's latest hose-failure notifications (the bell in the portal frame). They
 * are worded as they are read, in the reader's language: a notification stores what happened
 * (its kind), the hose's name or tag, who and their notes, not sentences.
 */
export default async function NotificationsPage({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  const locale = await pageLocale();
  const t = translator(locale, "notifications");
  const { items, unread } = await listNotifications(ctx, { limit: 50, unread: false });
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: DISPLAY_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  const text = plainTexts(locale, "notifications");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={text.title} description={text.pageIntro} />
      <NotificationList
        items={items.map((n) => ({
          ...n,
          what: n.kind === "REPLACE" ? text.whatReplace : text.whatProblem,
          // An unnamed hose was stored by its tag ("Tag T-1"): named again in the reader's words.
          hose: {
            ...n.hose,
            title:
              n.hose.tagId && n.hose.title === `Tag ${n.hose.tagId}` ? t("tag", { tagId: n.hose.tagId }) : n.hose.title,
          },
          when: when.format(new Date(n.createdAt)).replace(",", ""),
          by: t("by", { who: n.who ?? text.anonymous }),
        }))}
        unread={unread}
        text={text}
      />
    </div>
  );
}
