import type { AuthedCtx } from "@/lib/core/ctx";
import { organisationMailBudgetLeft } from "@/lib/auth/rate-limit";
import { formatDateIn } from "@/lib/dates";
import { userLocale } from "@/lib/i18n/locales";
import { db } from "@/lib/db/client";
import { sendQuoteUpdateEmail } from "@/lib/email/quote-emails";
import type { QuoteUpdateKind } from "@/emails/quote-update";
import { inClient } from "@/lib/core/scope";
import { formatMoney } from "./money";
import { quoteLink } from "./notify-quote";
import type { QuoteRecord } from "./quote-row";
import { minorNumber } from "./quote-row";

/**
 * Emails the other side of a quote that moved (priced, accepted, declined): the quote contacts
 * of that organisation, and the person who requested the quote when they belong to it. Sent
 * after the change commits, through the same transport as every email (queued with retries when
 * SMTP is set), each within the receiving organisation's daily budget and the person's hourly
 * one; the mover's own budget was taken before the change. Failures are logged, never thrown.
 */
export async function notifyQuoteChange(
  ctx: AuthedCtx,
  quote: QuoteRecord,
  kind: QuoteUpdateKind,
  to: { organisationId: string; organisationName: string },
  from: { organisationName: string },
  message: string,
): Promise<void> {
  try {
    const members = await db().organisationUser.findMany({
      where: inClient(ctx, {
        organisationId: to.organisationId,
        user: { deletedAt: null },
        OR: [
          { receiveQuotes: true },
          ...(quote.requestorOrganisationId === to.organisationId && quote.requesterUserId
            ? [{ userId: quote.requesterUserId }]
            : []),
        ],
      }),
      select: { user: { select: { email: true, firstName: true, locale: true } } },
      orderBy: { createdAt: "asc" },
    });
    const seen = new Set<string>();
    const recipients = [];
    for (const { user } of members) {
      if (seen.has(user.email)) continue;
      seen.add(user.email);
      if (await organisationMailBudgetLeft(ctx.client.id, to.organisationId, user.email)) recipients.push(user);
    }
    const total = minorNumber(quote.totalMinor);
    const link = quoteLink(ctx.client, to.organisationId, quote.id);
    const results = await Promise.allSettled(
      recipients.map((user) => {
        // Each reader gets it in their own language, else the client's default.
        const locale = userLocale(ctx.client, user.locale);
        return sendQuoteUpdateEmail(user.email, {
          client: ctx.client,
          locale,
          firstName: user.firstName,
          kind,
          fromOrganisation: from.organisationName,
          fromName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || null,
          toOrganisation: to.organisationName,
          lineCount: quote._count.lines,
          total: total === null ? null : formatMoney(total, quote.currency, locale),
          validUntil: kind === "offered" && quote.validUntil ? formatDateIn(quote.validUntil, locale) : null,
          message,
          link,
        });
      }),
    );
    for (const r of results)
      if (r.status === "rejected") console.error(`[quotes] ${kind} email for quote ${quote.id} failed`, r.reason);
  } catch (error) {
    console.error(`[quotes] ${kind} emails for quote ${quote.id} failed`, error);
  }
}
