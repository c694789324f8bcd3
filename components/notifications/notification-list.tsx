"use client";
import Link from "next/link";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { useActionForm } from "@/components/ui/use-action-form";
import { markNotificationsReadAction } from "@/lib/actions/notifications";
import type { NotificationView } from "@/lib/notifications/schemas";

/** One line per notification, as the server worded it in the reader's language: when, and by whom. */
export type NotificationItem = NotificationView & { when: string; by: string };

/** The list's words in the reader's language (the notifications namespace, from the page). */
export type NotificationListText = {
  empty: string;
  unread: string;
  markRead: string;
  markAllRead: string;
};

/**
 * The Notifications page's list: newest first, the hose as a link to its page, what happened,
 * when and who, the notes or message; unread ones marked and each with 'Mark as read'.
 */
export function NotificationList({
  items,
  unread,
  text: T,
}: {
  items: NotificationItem[];
  unread: number;
  text: NotificationListText;
}) {
  const [state, formAction, pending] = useActionForm(markNotificationsReadAction);
  return (
    <div className="space-y-4">
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      <ErrorList messages={Object.values(state.errors).flat()} />
      {unread > 0 ? (
        <form action={formAction}>
          <input type="hidden" name="all" value="true" />
          <SubmitButton variant="secondary" pending={pending}>
            {T.markAllRead}
          </SubmitButton>
        </form>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-5 text-sm text-muted">{T.empty}</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
          {items.map((n) => (
            <li
              key={n.id}
              data-testid="notification"
              className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between ${n.readAt ? "" : "bg-primary/5"}`}
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  {n.readAt ? null : (
                    <span className="rounded-full bg-primary px-2 text-xs leading-5 font-bold text-on-primary">
                      {T.unread}
                    </span>
                  )}
                  <span className={n.kind === "REPLACE" ? "font-semibold text-error" : "font-semibold"}>{n.what}</span>
                </p>
                <p>
                  <Link href={n.hose.link} className="font-semibold text-primary underline underline-offset-2">
                    {n.hose.title}
                  </Link>
                  {n.hose.tagId && n.hose.title !== `Tag ${n.hose.tagId}` ? (
                    <span className="text-sm text-muted"> · {n.hose.tagId}</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  <time dateTime={n.createdAt}>{n.when}</time> {n.by}
                </p>
                {n.detail ? <p className="text-sm break-words whitespace-pre-wrap">{n.detail}</p> : null}
              </div>
              {n.readAt ? null : (
                <form action={formAction} className="shrink-0">
                  <input type="hidden" name="id" value={n.id} />
                  <SubmitButton
                    variant="ghost"
                    className="min-h-11"
                    aria-label={`${T.markRead}: ${n.what}, ${n.hose.title}, ${n.when}`}
                  >
                    {T.markRead}
                  </SubmitButton>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
