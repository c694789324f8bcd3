import { requirePerson, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import type { MarkNotificationsReadInput, NotificationListQuery, NotificationView } from "./schemas";
import { NOTIFICATION_TEXT as T } from "./strings";

/**
 * A user's notifications are theirs alone: every query names the client and the user, so
 * another user's or another tenant's id reads as unknown (404), never as forbidden.
 */
const mine = (ctx: AuthedCtx) => {
  // A person's notifications span their organisations: not an API key's to read or mark.
  requirePerson(ctx);
  return { clientId: ctx.client.id, userId: ctx.user.id };
};

export async function unreadNotificationCount(ctx: AuthedCtx): Promise<number> {
  return db().notification.count({ where: { ...mine(ctx), readAt: null } });
}

/** The latest of the caller's notifications, newest first, and how many are unread. */
export async function listNotifications(
  ctx: AuthedCtx,
  query: NotificationListQuery,
): Promise<{ items: NotificationView[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db().notification.findMany({
      where: { ...mine(ctx), ...(query.unread ? { readAt: null } : {}) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
    }),
    unreadNotificationCount(ctx),
  ]);
  return {
    items: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      what: T.what(n.kind),
      hose: {
        id: n.hoseId,
        title: n.hoseTitle,
        tagId: n.tagId,
        link: `/portal/${n.organisationId}/hoses/${n.hoseId}`,
      },
      organisationId: n.organisationId,
      who: n.actorName,
      detail: n.detail,
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    })),
    unread,
  };
}

/**
 * Marks the given notifications (or all) of the caller read. An id that is not the caller's is
 * 404 and nothing is marked; one already read stays as it was.
 */
export async function markNotificationsRead(
  ctx: AuthedCtx,
  input: MarkNotificationsReadInput,
): Promise<{ marked: number; unread: number }> {
  const marked = await db().$transaction(async (tx) => {
    if (input.ids) {
      const ids = [...new Set(input.ids)];
      const found = await tx.notification.count({ where: { ...mine(ctx), id: { in: ids } } });
      if (found !== ids.length) throw notFound(T.notFound);
      return (
        await tx.notification.updateMany({
          where: { ...mine(ctx), id: { in: ids }, readAt: null },
          data: { readAt: new Date() },
        })
      ).count;
    }
    return (await tx.notification.updateMany({ where: { ...mine(ctx), readAt: null }, data: { readAt: new Date() } }))
      .count;
  });
  return { marked, unread: await unreadNotificationCount(ctx) };
}
