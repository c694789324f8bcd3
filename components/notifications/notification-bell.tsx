import Link from "next/link";
import { OutlineIcon } from "@/components/portal/menu-icon";
import type { AuthedCtx } from "@/lib/core/ctx";
import { translator } from "@/lib/i18n/catalogue";
import { unreadNotificationCount } from "@/lib/notifications/list";
import { pageLocale } from "@/lib/web/locale";

const BELL =
  "M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.55 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0";

/**
 * The portal frame's way to the Notifications list: a bell with the number unread. `labelled`
 * shows the word beside the bell (the wide side menu); the phone's top bar shows the bell alone,
 * with the word for screen readers only. The badge is drawn for the eye; its words are read. The count is read when the frame renders; marking read renders it
 * again.
 */
export async function NotificationBell({
  ctx,
  href,
  labelled = false,
}: {
  ctx: AuthedCtx;
  href: string;
  labelled?: boolean;
}) {
  const unread = await unreadNotificationCount(ctx);
  const t = translator(await pageLocale(), "notifications");
  const badge = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      href={href}
      data-testid="notification-bell"
      data-unread={unread}
      className={`relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-line bg-surface text-sm font-semibold hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-primary ${labelled ? "w-full justify-start px-3" : ""}`}
    >
      <OutlineIcon d={BELL} />
      <span className={labelled ? "" : "sr-only"}>{t("title")}</span>
      {/* Read after the bell's name: "Notifications (2 unread)". */}
      {unread > 0 ? <span className="sr-only">{` ${t("unreadCount", { count: unread })}`}</span> : null}
      {unread > 0 ? (
        <span
          aria-hidden
          className={`rounded-full bg-error px-1.5 text-xs leading-5 font-bold text-white ${labelled ? "ml-auto" : "absolute -top-1.5 -right-1.5"}`}
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
