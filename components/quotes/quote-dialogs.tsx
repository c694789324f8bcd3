import Link from "next/link";
import { DetailList } from "@/components/ui/detail-list";
import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { completeQuoteAction, createQuoteAction, decideQuoteAction, offerQuoteAction } from "@/lib/actions/quotes";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { addDaysUtc, formatDate, today, toIsoDate } from "@/lib/dates";
import { getHose } from "@/lib/hoses/get-hose";
import type { HoseDetail } from "@/lib/hoses/hose-row";
import { AppError } from "@/lib/core/errors";
import { hoseTitle, locationText } from "@/lib/hoses/screen";
import { portalBase } from "@/lib/portal/menu";
import { quoteActor } from "@/lib/quotes/access";
import { quoteReceiverFor } from "@/lib/quotes/counterpart";
import { resolveQuoteDeepLink, type QuoteDeepLink } from "@/lib/quotes/deep-link";
import { getQuote } from "@/lib/quotes/get-quote";
import { quotesScreen } from "@/lib/quotes/screen";
import { quoteDialogTitle } from "@/lib/quotes/title";
import { CompleteQuoteButton } from "./complete-quote-button";
import { QuoteDecision, QuoteOfferForm } from "./quote-answer-forms";
import { QuoteForm } from "./quote-form";
import { QuoteLines } from "./quote-lines";
import { QuoteStatusChip } from "./quote-status";

type DialogProps = { org: string; mode: RouteDialogMode };

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
  const quote = await getQuote(ctx, id).catch(() => null);
  if (!quote) {
    return (
      <RouteDialog title="Unable to load" mode={mode} listHref={listHref}>
        <ErrorList messages={["This quote does not exist or is not available to you."]} />
      </RouteDialog>
    );
  }
  const hoseName = quote.hose ? hoseTitle(quote.hose) : null;
  return (
    <RouteDialog title={quote.title} mode={mode} listHref={listHref}>
      <div className="space-y-5">
        <DetailList
          items={[
            { label: "Status", value: <QuoteStatusChip completedAt={quote.completedAt} status={quote.status} /> },
            {
              label: "Hose",
              value:
                quote.hose && hoseName ? (
                  <Link href={`${base}/hoses/${quote.hose.id}`} className="text-primary underline underline-offset-2">
                    {hoseName}
                  </Link>
                ) : (
                  "Hose removed"
                ),
            },
            {
              label: "Location",
              value: quote.hose ? locationText({ organisationZoneName: quote.hose.organisationZone }) : null,
            },
            {
              label: "Sent by",
              value: quote.requesterUser
                ? `${quote.requesterUser.fullName}, ${quote.requesterOrganisation.name}`
                : quote.requesterOrganisation.name,
            },
            { label: "Sent to", value: quote.receiverOrganisation.name },
            { label: "Date", value: formatDate(quote.createdAt) },
            ...(quote.completedAt && quote.completedUser
              ? [{ label: "Completed by", value: quote.completedUser.fullName }]
              : []),
            { label: "Message", value: <span className="whitespace-pre-wrap break-words">{quote.message}</span> },
          ]}
        />
        <QuoteLines quote={quote} />
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
          />
        ) : null}
        {quote.canComplete ? <CompleteQuoteButton action={completeQuoteAction.bind(null, org, quote.id)} /> : null}
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
  const hose = await getHose(ctx, hoseId).catch(() => null);
  if (!hose) {
    return (
      <RouteDialog title="Unable to load" mode={mode} listHref={listHref}>
        <ErrorList messages={["This hose does not exist or is not available to you."]} />
      </RouteDialog>
    );
  }
  const receiver = await quoteReceiverFor(ctx, actor!, hose);
  return <QuoteCreate org={org} mode={mode} listHref={listHref} actor={actor!} hose={hose} receiver={receiver} />;
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
  const found = link === "invalid" ? null : await resolveQuoteDeepLink(ctx, link).catch(notFoundAsNull);
  if (!found) {
    return (
      <RouteDialog title="Unable to load" mode={mode} listHref={listHref}>
        <ErrorList messages={["This hose or organisation does not exist or is not available to you."]} />
      </RouteDialog>
    );
  }
  return <QuoteCreate org={org} mode={mode} listHref={listHref} {...found} />;
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
}: DialogProps & {
  listHref: string;
  actor: { isDistributor: boolean };
  hose: HoseDetail;
  receiver: { id: string; name: string } | null;
}) {
  const problems = [
    ...(hose.deletedAt ? ["This hose is archived."] : []),
    ...(hose.hoseConfigurationId ? [] : ["A quote needs a hose with a configuration. Edit the hose to choose one."]),
    ...(receiver
      ? []
      : [
          actor.isDistributor
            ? "This customer is no longer linked to your company."
            : "Your company is not linked to a distributor yet.",
        ]),
  ];
  return (
    <RouteDialog
      title={quoteDialogTitle(actor.isDistributor)}
      description={`${hoseTitle(hose)}, ${locationText(hose)}`}
      mode={mode}
      listHref={listHref}
    >
      <div className="space-y-5">
        <DetailList
          items={[
            { label: actor.isDistributor ? "Offer to" : "Request from", value: receiver?.name ?? null },
            { label: "Hose", value: hoseTitle(hose) },
            { label: "Configuration", value: hose.hoseConfigurationName },
            { label: "Location", value: locationText(hose) },
          ]}
        />
        {problems.length || !receiver ? (
          <ErrorList messages={problems} />
        ) : (
          <QuoteForm action={createQuoteAction.bind(null, org, hose.id, receiver.id)} offer={actor.isDistributor} />
        )}
      </div>
    </RouteDialog>
  );
}
