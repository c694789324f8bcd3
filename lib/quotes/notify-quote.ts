import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { organisationMailBudgetLeft } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { sendQuoteRequestEmail } from "@/lib/email/quote-emails";
import { hoseTitleIn } from "@/emails/layout";
import { userLocale } from "@/lib/i18n/locales";
import { inClient } from "@/lib/core/scope";
import type { QuoteRecord } from "./quote-row";

/** The portal address of a quote for the receiving organisation (its dialog route). */
export function quoteLink(client: { primaryUrl: string }, receiverOrganisationId: string, quoteId: string): string {
  return `${client.primaryUrl.replace(/\/+$/, "")}/portal/${receiverOrganisationId}/quote-requests/${quoteId}`;
}

/**
 * Emails every quote contact (OrganisationUser.receiveQuotes) of the receiving organisation,
 * after the quote has committed. Each send is independent; a failure is logged with the quote
 * id and never thrown: the quote exists and shows in the receiver's list either way. Each email
 * comes out of the receiving organisation's daily mail budget and the contact's hourly one;
 * past them the quote is still in the receiver's list, unmailed.
 */
export async function notifyQuoteReceivers(ctx: AuthedCtx, quote: QuoteRecord): Promise<void> {
  try {
    const contacts = await db().organisationUser.findMany({
      where: inClient(ctx, {
        organisationId: quote.receiverOrganisationId,
        receiveQuotes: true,
        user: { deletedAt: null },
      }),
      select: { user: { select: { email: true, firstName: true, locale: true } } },
      orderBy: { createdAt: "asc" },
    });
    const requestorIsDistributor = actingOrganisation(ctx)?.isDistributor === true;
    const link = quoteLink(ctx.client, quote.receiverOrganisationId, quote.id);
    const budgeted = [];
    for (const contact of contacts)
      if (await organisationMailBudgetLeft(ctx.client.id, quote.receiverOrganisationId, contact.user.email))
        budgeted.push(contact);
    const results = await Promise.allSettled(
      budgeted.map(({ user }) => {
        // Each contact reads it in their own language, else the client's default.
        const locale = userLocale(ctx.client, user.locale);
        return sendQuoteRequestEmail(user.email, {
          client: ctx.client,
          locale,
          firstName: user.firstName,
          requesterOrganisation: quote.requestorOrganisation.name,
          requesterName: quote.requesterUser
            ? `${quote.requesterUser.firstName} ${quote.requesterUser.lastName}`.trim()
            : null,
          receiverOrganisation: quote.receiverOrganisation.name,
          offer: requestorIsDistributor,
          hoseName: hoseTitleIn(quote.hose ?? { name: null, tagId: null }, locale),
          hoseTagId: quote.hose?.tagId ?? null,
          location: quote.hose?.zone?.trailName ?? null,
          message: quote.message,
          link,
        });
      }),
    );
    for (const r of results)
      if (r.status === "rejected") console.error(`[quotes] email for quote ${quote.id} failed`, r.reason);
  } catch (error) {
    console.error(`[quotes] emails for quote ${quote.id} failed`, error);
  }
}
