import type { Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { quoteActor, quoteViewer } from "./access";
import type { QuoteRow } from "./schemas";
import { quoteTitle } from "./title";

const person = { select: { firstName: true, lastName: true } } as const;

/** What a quote row needs (joins on indexed foreign keys). */
export const quoteRowInclude = {
  hose: {
    select: { id: true, name: true, tagId: true, organisationZoneId: true, zone: { select: { trailName: true } } },
  },
  requestorOrganisation: { select: { name: true, isDistributor: true } },
  receiverOrganisation: { select: { name: true } },
  requesterUser: person,
  completedUser: person,
} satisfies Prisma.QuoteInclude;

export type QuoteRecord = Prisma.QuoteGetPayload<{ include: typeof quoteRowInclude }>;

const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? { fullName: `${u.firstName} ${u.lastName}`.trim() } : null;

/** The API's quote (SPEC §3) with the viewer's title (SPEC §4) and whether it may complete it. */
export function toQuoteRow(ctx: Ctx, q: QuoteRecord): QuoteRow {
  const actor = quoteActor(ctx);
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
  };
}
