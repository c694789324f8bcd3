import type { AuthedCtx } from "@/lib/core/ctx";
import { getHose } from "@/lib/hoses/get-hose";
import { notFound } from "@/lib/core/errors";
import type { SearchParams } from "@/lib/lists/route-query";
import { requireQuoteActor } from "./access";
import { quoteReceiverFor } from "./counterpart";
import { ORGANISATION_NOT_FOUND } from "./create-quote";
import { isUuid } from "@/lib/core/ids";

/**
 * Quote creation under quote-requests (SPEC §2.1: "quote creation uses params hoseId and
 * quoteOrganisationId"): quote-requests?hoseId={hose}&quoteOrganisationId={receiver} opens the
 * quote dialog over the list, for a link built elsewhere (an email, the mobile app). The
 * receiver is not taken on trust: it must be the real other side of the caller's link for this
 * hose, as quote creation itself requires.
 */

export type QuoteDeepLink = { hoseId: string; quoteOrganisationId: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The deep link in a quote-requests URL, when it has one (either id malformed: none). */
export function quoteDeepLink(searchParams: SearchParams): QuoteDeepLink | null | "invalid" {
  const hoseId = first(searchParams.hoseId);
  const quoteOrganisationId = first(searchParams.quoteOrganisationId);
  if (hoseId === undefined && quoteOrganisationId === undefined) return null;
  if (!hoseId || !quoteOrganisationId || !isUuid(hoseId) || !isUuid(quoteOrganisationId)) return "invalid";
  return { hoseId, quoteOrganisationId };
}

/** The URL of the quote dialog for a hose and its receiver, under the portal base. */
export function quoteDeepLinkHref(portalBase: string, link: QuoteDeepLink): string {
  const query = new URLSearchParams({ hoseId: link.hoseId, quoteOrganisationId: link.quoteOrganisationId });
  return `${portalBase}/quote-requests?${query}`;
}

/**
 * The hose and receiver of a deep link: 403 for who may not send quotes; 404 for a hose the
 * caller does not see and for a quoteOrganisationId that is not this hose's counterpart (another
 * client's, another distributor's, the caller's own...), so nothing about other rows leaks.
 */
export async function resolveQuoteDeepLink(ctx: AuthedCtx, link: QuoteDeepLink) {
  const actor = requireQuoteActor(ctx);
  const hose = await getHose(ctx, link.hoseId);
  const receiver = await quoteReceiverFor(ctx, actor, hose);
  if (!receiver || receiver.id !== link.quoteOrganisationId) throw notFound(ORGANISATION_NOT_FOUND);
  return { actor, hose, receiver };
}
