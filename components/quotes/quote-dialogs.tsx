import Link from "next/link";
import { DetailList } from "@/components/ui/detail-list";
import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { completeQuoteAction, createQuoteAction, decideQuoteAction, offerQuoteAction } from "@/lib/actions/quotes";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { addDaysUtc, formatDateIn, today, toIsoDate } from "@/lib/dates";
import { getHose } from "@/lib/hoses/get-hose";
import type { HoseDetail } from "@/lib/hoses/hose-row";
import { AppError, orNotFound } from "@/lib/core/errors";
import { portalBase } from "@/lib/portal/menu";
import { quoteActor, quoteViewer } from "@/lib/quotes/access";
import { quoteReceiverFor } from "@/lib/quotes/counterpart";
import { resolveQuoteDeepLink, type QuoteDeepLink } from "@/lib/quotes/deep-link";
import { getQuote } from "@/lib/quotes/get-quote";
import { quotesScreen } from "@/lib/quotes/screen";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/web/locale";
import { hoseStateText } from "@/components/hoses/hose-state-text";
import { hoseTitleIn, locationIn } from "@/components/hoses/hose-text";
import { CompleteQuoteButton } from "./complete-quote-button";
import { QuoteDecision, QuoteOfferForm } from "./quote-answer-forms";
import { QuoteForm } from "./quote-form";
import { QuoteLines } from "./quote-lines";
import { QuoteStatusChip } from "./quote-status";
import { quoteStatusIn, quoteTitleIn, quotesText } from "./quote-text";
import type { QuoteText } from "./quote-words";

type DialogProps = { org: string; mode: RouteDialogMode };

/** The dialogs' words in the page's language (the `quote` catalogue namespace). */
const quoteText = (locale: Locale): QuoteText => ({ ...clientTexts(locale, "quote"), locale });

/** An offer's validity the price form suggests (the distributor may change it). */
const OFFER_VALID_DAYS = 30;

/**
 * QuoteView (SPEC §2.1 quote-requests/{quoteId}): the whole quote, titled for the viewer
 * (SPEC §4), with 'Mark as completed' when it is open and the user may complete it.
 */
export async function QuoteViewDialog({ org, id, mode }: DialogProps & { id: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, quotesScreen(ctx).allowed);
  const base = portalBase(ctx.organisation);
  const listHref = `${base}/quote-requests`;
  const locale = await pageLocale();
  const text = quoteText(locale);
  const quote = await orNotFound(getQuote(ctx, id));
  if (!quote) {
    return (
      <RouteDialog title={text.unableToLoad} mode={mode} listHref={listHref}>
        <ErrorList messages={[text.quoteNotAvailable]} />
      </RouteDialog>
    );
  }
  const state = hoseStateText(locale);
  const quotes = quotesText(locale);
  const hoseName = quote.hose ? hoseTitleIn(quote.hose, state) : null;
  return (
    <RouteDialog title={quoteTitleIn(quoteViewer(ctx), quote, quotes)} mode={mode} listHref={listHref}>
      <div className="space-y-5">
        <DetailList
          items={[
            {
              label: text.status,
              value: (
                <QuoteStatusChip
                  completedAt={quote.completedAt}
                  status={quote.status}
                  label={quoteStatusIn(quote, quotes)}
                />
              ),
            },
            {
              label: text.hose,
              value:
                quote.hose && hoseName ? (
                  <Link href={`${base}/hoses/${quote.hose.id}`} className="text-primary underline underline-offset-2">
                    {hoseName}
                  </Link>
                ) : (
                  text.hoseRemoved
                ),
            },
            {
              label: text.location,
              value: quote.hose ? locationIn({ organisationZoneName: quote.hose.organisationZone }, state) : null,
            },
            {
              label: text.sentBy,
              value: quote.requesterUser
                ? `${quote.requesterUser.fullName}, ${quote.requesterOrganisation.name}`
                : quote.requesterOrganisation.name,
            },
            { label: text.sentTo, value: quote.receiverOrganisation.name },
            { label: text.date, value: formatDateIn(quote.createdAt, locale) },
            ...(quote.completedAt && quote.completedUser
              ? [{ label: text.completedBy, value: quote.completedUser.fullName }]
              : []),
            { label: text.message, value: <span className="whitespace-pre-wrap break-words">{quote.message}</span> },
          ]}
        />
        <QuoteLines quote={quote} text={text} />
        {quote.canOffer ? (
          <QuoteOfferForm
            action={offerQuoteAction.bind(
              null,
              org,
              quote.id,
              quote.currency,
              quote.lines.filter((l) => !l.closedAt).map((l) => l.id),
            )}
            currency={quote.currency}
            text={text}
            lines={quote.lines.map((l) => ({
              id: l.id,
              name: l.hoseName ?? l.tagId ?? `#${l.position}`,
              quantity: l.quantity,
              unitPriceMinor: l.unitPriceMinor,
              closed: l.closedAt !== null,
            }))}
            validUntil={quote.validUntil ?? toIsoDate(addDaysUtc(today(), OFFER_VALID_DAYS))}
          />
        ) : null}
        {quote.canDecide ? (
          <QuoteDecision
            accept={decideQuoteAction.bind(null, org, quote.id, "accept")}
            decline={decideQuoteAction.bind(null, org, quote.id, "decline")}
            text={text}
          />
        ) : null}
        {quote.canComplete ? (
          <CompleteQuoteButton action={completeQuoteAction.bind(null, org, quote.id)} text={text} />
        ) : null}
      </div>
    </RouteDialog>
  );
}

/**
 * HoseQuote (SPEC §2.1 hoses/{hoseId}/quote): 'Offer quote' for a distributor (to the hose's
 * customer), 'Request quote' otherwise (to the customer's distributor). Offered only per SPEC §6
 * (a hose with a configuration, a non-client-admin, not read-only); the service checks again.
 */
export async function HoseQuoteDialog({ org, hoseId, mode }: DialogProps & { hoseId: string }) {
  const ctx = await requirePortalCtx(org);
  const actor = quoteActor(ctx);
  requireAccess(ctx, actor !== null);
  const listHref = `${portalBase(ctx.organisation)}/hoses`;
  const text = quoteText(await pageLocale());
  const hose = await orNotFound(getHose(ctx, hoseId));
  if (!hose) {
    return (
      <RouteDialog title={text.unableToLoad} mode={mode} listHref={listHref}>
        <ErrorList messages={[text.hoseNotAvailable]} />
      </RouteDialog>
    );
  }
  const receiver = await quoteReceiverFor(ctx, actor!, hose);
  return (
    <QuoteCreate org={org} mode={mode} listHref={listHref} actor={actor!} hose={hose} receiver={receiver} text={text} />
  );
}

/**
 * Quote creation under quote-requests (SPEC §2.1 params hoseId and quoteOrganisationId): the same
 * dialog over the Quote requests list. A hose the caller does not see, or a quoteOrganisationId
 * that is not its real counterpart, is not found; closing goes back to the list.
 */
export async function QuoteDeepLinkDialog({ org, link, mode }: DialogProps & { link: QuoteDeepLink | "invalid" }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, quoteActor(ctx) !== null);
  const listHref = `${portalBase(ctx.organisation)}/quote-requests`;
  const text = quoteText(await pageLocale());
  const found = link === "invalid" ? null : await resolveQuoteDeepLink(ctx, link).catch(notFoundAsNull);
  if (!found) {
    return (
      <RouteDialog title={text.unableToLoad} mode={mode} listHref={listHref}>
        <ErrorList messages={[text.linkNotAvailable]} />
      </RouteDialog>
    );
  }
  return <QuoteCreate org={org} mode={mode} listHref={listHref} {...found} text={text} />;
}

/** Only "not found" becomes the dialog's message; anything else is a real failure. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
}

function QuoteCreate({
  org,
  mode,
  listHref,
  actor,
  hose,
  receiver,
  text,
}: DialogProps & {
  text: QuoteText;
  listHref: string;
  actor: { isDistributor: boolean };
  hose: HoseDetail;
  receiver: { id: string; name: string } | null;
}) {
  const problems = [
    ...(hose.deletedAt ? [text.archived] : []),
    ...(hose.hoseConfigurationId ? [] : [text.needsConfiguration]),
    ...(receiver ? [] : [actor.isDistributor ? text.customerUnlinked : text.noDistributor]),
  ];
  const state = hoseStateText(text.locale as Locale);
  const title = hoseTitleIn(hose, state);
  return (
    <RouteDialog
      title={actor.isDistributor ? text.offerTitle : text.requestTitle}
      description={`${title}, ${locationIn(hose, state)}`}
      mode={mode}
      listHref={listHref}
    >
      <div className="space-y-5">
        <DetailList
          items={[
            { label: actor.isDistributor ? text.offerTo : text.requestFrom, value: receiver?.name ?? null },
            { label: text.hose, value: title },
            { label: text.configuration, value: hose.hoseConfigurationName },
            { label: text.location, value: locationIn(hose, state) },
          ]}
        />
        {problems.length || !receiver ? (
          <ErrorList messages={problems} />
        ) : (
          <QuoteForm
            action={createQuoteAction.bind(null, org, hose.id, receiver.id)}
            offer={actor.isDistributor}
            text={text}
          />
        )}
      </div>
    </RouteDialog>
  );
}
