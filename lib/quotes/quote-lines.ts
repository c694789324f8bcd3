import type { AuthedCtx, Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lineSpecFrom, lineSpecSelect } from "./line-spec";

export type QuoteEventKind = "requested" | "offered" | "accepted" | "declined" | "completed" | "line_closed";

/** What a line is made from: the hose, its configuration and its latest photo. */
export const lineHoseSelect = {
  id: true,
  name: true,
  tagId: true,
  customerOrganisationId: true,
  deletedAt: true,
  hoseConfigurationId: true,
  hoseConfiguration: { select: lineSpecSelect },
  uploads: {
    where: { deletedAt: null, mimetype: { startsWith: "image/" } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1,
    select: { id: true },
  },
} satisfies Prisma.HoseSelect;

export type LineHose = Prisma.HoseGetPayload<{ select: typeof lineHoseSelect }>;

/** The lines of a new quote, in the order given (position 1, 2...). */
export function lineRows(
  ctx: Ctx,
  quoteId: string,
  hoses: Array<{ hose: LineHose; quantity: number }>,
): Prisma.QuoteLineCreateManyInput[] {
  return hoses.map(({ hose, quantity }, i) => ({
    clientId: ctx.client.id,
    quoteId,
    position: i + 1,
    hoseId: hose.id,
    tagId: hose.tagId,
    hoseName: hose.name,
    spec: lineSpecFrom(hose.hoseConfiguration),
    quantity,
    photoUploadId: hose.uploads[0]?.id ?? null,
  }));
}

/** One entry of the quote's history (both sides read it on the quote). */
export async function recordQuoteEvent(
  tx: Prisma.TransactionClient,
  ctx: AuthedCtx,
  quoteId: string,
  kind: QuoteEventKind,
  organisationId: string | null,
  note?: string | null,
): Promise<void> {
  const actorName = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  await tx.quoteEvent.create({
    data: { clientId: ctx.client.id, quoteId, kind, actorName, organisationId, note: note || null },
  });
}
