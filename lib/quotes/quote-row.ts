import type { Ctx } from "@/lib/core/ctx";
import { today as todayDate, toIsoDate } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { quoteActor, quoteViewer } from "./access";
import type { QuoteRow } from "./schemas";
import { canDecideFrom, canOfferFrom, quoteState } from "./status";
import { quoteTitle } from "./title";

const person = { select: { firstName: true, lastName: true } } as const;

/** What a quote row needs (joins on indexed foreign keys). */
export const quoteRowInclude = {
  hose: {
    select: { id: true, name: true, tagId: true, organisationZoneId: true, zone: { select: { trailName: true } } },
  },
  requestorOrganisation: { select: { name: true, isDistributor: true } },
  receiverOrganisation: { select: { name: true, isDistributor: true } },
  requesterUser: person,
  completedUser: person,
  _count: { select: { lines: true } },
} satisfies Prisma.QuoteInclude;

export type QuoteRecord = Prisma.QuoteGetPayload<{ include: typeof quoteRowInclude }>;

const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? { fullName: `${u.firstName} ${u.lastName}`.trim() } : null;

/** The two sides of a quote, whoever sent it: the distributor prices, the customer decides. */
export function quoteSides(q: {
  requestorOrganisationId: string;
  receiverOrganisationId: string;
  requestorOrganisation: { isDistributor: boolean };
}): { distributorId: string; customerId: string } {
  return q.requestorOrganisation.isDistributor
    ? { distributorId: q.requestorOrganisationId, customerId: q.receiverOrganisationId }
    : { distributorId: q.receiverOrganisationId, customerId: q.requestorOrganisationId };
}

/** Minor units are BigInt in the database and well inside 2^53 by the schemas' caps. */
export const minorNumber = (v: bigint | null): number | null => (v === null ? null : Number(v));

/** The API's quote (SPEC §3) with the viewer's title (SPEC §4) and what the caller may do with it. */
export function toQuoteRow(ctx: Ctx, q: QuoteRecord, today = todayDate()): QuoteRow {
  const actor = quoteActor(ctx);
  const state = quoteState(q, today);
  const sides = quoteSides(q);
  return {
    id: q.id,
    title: quoteTitle(quoteViewer(ctx), {
      requestorOrganisationId: q.requestorOrganisationId,
      receiverOrganisationId: q.receiverOrganisationId,
      requesterOrganisationName: q.requestorOrganisation.name,
      receiverOrganisationName: q.receiverOrganisation.name,
    }),
    message: q.message,
    hoseId: q.hoseId,
    hose: q.hose
      ? {
          id: q.hose.id,
          name: q.hose.name,
          tagId: q.hose.tagId,
          organisationZone: q.hose.zone?.trailName ?? null,
          organisationZoneId: q.hose.organisationZoneId,
        }
      : null,
    requestorOrganisationId: q.requestorOrganisationId,
    receiverOrganisationId: q.receiverOrganisationId,
    requesterUser: fullName(q.requesterUser),
    requesterOrganisation: { name: q.requestorOrganisation.name },
    receiverOrganisation: { name: q.receiverOrganisation.name },
    completedUser: fullName(q.completedUser),
    createdAt: q.createdAt.toISOString(),
    completedAt: q.completedAt?.toISOString() ?? null,
    canComplete:
      q.completedAt === null &&
      actor !== null &&
      (actor.id === q.requestorOrganisationId || actor.id === q.receiverOrganisationId),
    status: state,
    currency: q.currency,
    totalMinor: minorNumber(q.totalMinor),
    validUntil: q.validUntil ? toIsoDate(q.validUntil) : null,
    lineCount: q._count.lines,
    canOffer: actor !== null && actor.id === sides.distributorId && canOfferFrom(state),
    canDecide: actor !== null && actor.id === sides.customerId && canDecideFrom(state),
  };
}
