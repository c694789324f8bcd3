import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { today as todayDate } from "@/lib/dates";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import { assertHoseQuota } from "@/lib/quotas/quotas";
import { assertTagAllowed } from "@/lib/tags/tag-rules";
import { requireHoseChanges, visibleHoses } from "./access";
import { ARCHIVED, assertTagFree, customerFor, tagStaysFree } from "./hose-checks";
import { hoseEntry } from "./audit";
import { checkedData } from "./save-hose";
import type { HoseReplaceInput } from "./schemas";

/**
 * 'Replace with a new hose': the old hose is retired with its reason and its successor is
 * created for the same customer, linked to it, in one transaction: either both happen or
 * neither. The successor is a hose payload like HoseAdd's, prefilled from the old one (same
 * zone and configuration) and editable. Its tag may be a new one or the old hose's own tag,
 * moved: the retired hose then gives it up, so a scan finds the hose now in service.
 */
export async function replaceHose(
  ctx: AuthedCtx,
  oldId: string,
  input: HoseReplaceInput,
  today = todayDate(),
): Promise<{ id: string; name: string; oldName: string }> {
  requireHoseChanges(ctx);
  const old = await db().hose.findFirst({ where: { AND: [visibleHoses(ctx), { id: oldId }] } });
  if (!old) throw notFound("Hose not found");
  if (old.deletedAt) throw conflict({ global: [ARCHIVED] });
  if (old.customerOrganisationId !== input.customerOrganisationId) {
    throw new AppError("INVALID", { customerOrganisationId: ["A replacement stays with the same customer"] });
  }
  const customer = await customerFor(ctx, old.customerOrganisationId);
  const data = await checkedData(ctx, customer, input, null, today);
  const movesTag = old.tagId !== null && old.tagId.toUpperCase() === input.tagId.toUpperCase();
  await assertTagFree(ctx, input.tagId, movesTag ? old.id : null);
  await assertHoseQuota(ctx, customer.id);
  await assertTagAllowed(ctx, customer, input.tagId, movesTag ? old.tagId : null);
  const successor = await tagStaysFree(() =>
    db().$transaction(async (tx) => {
      const { count } = await tx.hose.updateMany({
        where: { id: old.id, clientId: ctx.client.id, deletedAt: null },
        data: {
          deletedAt: new Date(),
          deletedUserId: ctx.user.id,
          retirementReason: input.retirementReason,
          ...(movesTag ? { tagId: null } : {}),
        },
      });
      if (count === 0) throw conflict({ global: [ARCHIVED] });
      await tx.hoseMeta.create({
        data: { clientId: ctx.client.id, hoseId: old.id, kind: "ARCHIVE", userId: ctx.user.id, notes: input.notes },
      });
      const row = await tx.hose.create({
        data: {
          ...data,
          clientId: ctx.client.id,
          customerOrganisationId: customer.id,
          distributorOrganisationId: customer.distributorId,
          buildUserId: ctx.user.id,
          installationUserId: data.organisationZoneId ? ctx.user.id : null,
          predecessorId: old.id,
        },
      });
      await recordAudit(
        tx,
        ctx,
        hoseEntry("hose.archive", old, {
          data: { notes: input.notes, retirementReason: input.retirementReason, successorId: row.id },
        }),
      );
      await recordAudit(tx, ctx, hoseEntry("hose.create", row, { before: null, after: row }));
      await closeQuoteLines(tx, ctx, old.id, row.id);
      return row;
    }),
  );
  return {
    id: successor.id,
    name: successor.name ?? successor.tagId ?? "Hose",
    oldName: old.name ?? old.tagId ?? "The hose",
  };
}

/**
 * The replacement is fitted: the open quote lines of the old hose (quotes neither declined nor
 * completed) are closed by the new hose, each quote's history says so, and the audit trail too.
 * Written here with the replacement's transaction (lib/quotes reads hoses, so it cannot be
 * imported from here without a circle).
 */
async function closeQuoteLines(tx: Prisma.TransactionClient, ctx: AuthedCtx, oldId: string, successorId: string) {
  const lines = await tx.quoteLine.findMany({
    where: {
      clientId: ctx.client.id,
      hoseId: oldId,
      closedAt: null,
      quote: { completedAt: null, status: { notIn: ["DECLINED", "COMPLETED"] } },
    },
    select: {
      id: true,
      quoteId: true,
      hoseName: true,
      tagId: true,
      quote: { select: { requestorOrganisationId: true } },
    },
  });
  if (lines.length === 0) return;
  const now = new Date();
  await tx.quoteLine.updateMany({
    where: { id: { in: lines.map((l) => l.id) } },
    data: { closedAt: now, closedByHoseId: successorId },
  });
  const actorName = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  const organisationId = actingOrganisation(ctx)?.id ?? null;
  for (const line of lines) {
    await tx.quoteEvent.create({
      data: {
        clientId: ctx.client.id,
        quoteId: line.quoteId,
        kind: "line_closed",
        actorName,
        organisationId,
        note: line.hoseName ?? line.tagId,
      },
    });
    await recordAudit(tx, ctx, {
      action: "quote.line.close",
      entity: "Quote",
      entityId: line.quoteId,
      label: line.hoseName ?? line.tagId ?? "Hose",
      data: { lineId: line.id, hoseId: oldId, successorId },
    });
  }
}
