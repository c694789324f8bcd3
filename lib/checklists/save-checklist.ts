import { randomBytes } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { conflict, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { requireChecklistOwner } from "./access";
import { checklistEntry } from "./audit";
import { checklistRow, checklistSelect, criteriaOf } from "./checklist-row";
import { checklistAddedMessage, checklistVersionMessage } from "./messages";
import type { ChecklistSaveInput, Criterion } from "./schemas";

export const NEWER_VERSION = "This template has a newer version: edit that one";

/** POST /checklists: a new template (version 1) for the client, or for the distributor acted for. */
export async function createChecklist(ctx: AuthedCtx, input: ChecklistSaveInput) {
  const { organisationId } = requireChecklistOwner(ctx);
  const row = await db().$transaction(async (tx) => {
    const id = crypto.randomUUID();
    const created = await tx.checklistTemplate.create({
      data: {
        id,
        clientId: ctx.client.id,
        organisationId,
        familyId: id,
        name: input.name,
        criteria: withIds(input.criteria, []),
      },
      select: { ...checklistSelect, organisationId: true },
    });
    await recordAudit(tx, ctx, checklistEntry("checklist.create", created, { data: { version: 1 } }));
    return created;
  });
  return { row: checklistRow(row), message: checklistAddedMessage(row.name) };
}

/**
 * PUT /checklists/{id}: an edit writes a new version and marks this one superseded, so every
 * inspection keeps the criteria it was answered against. Criteria that keep their id keep
 * their answers comparable across versions. Only the newest version can be edited.
 */
export async function updateChecklist(ctx: AuthedCtx, id: string, input: ChecklistSaveInput) {
  const { organisationId } = requireChecklistOwner(ctx);
  const row = await db().$transaction(async (tx) => {
    const current = await tx.checklistTemplate.findFirst({ where: inClient(ctx, { id, organisationId }) });
    if (!current) throw notFound("Checklist not found");
    await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "ChecklistTemplate" WHERE "id" = ${current.id}::uuid FOR UPDATE`);
    const fresh = await tx.checklistTemplate.findUniqueOrThrow({ where: { id: current.id } });
    if (fresh.supersededAt) throw conflict({ global: [NEWER_VERSION] });
    await tx.checklistTemplate.update({ where: { id: fresh.id }, data: { supersededAt: new Date() } });
    const created = await tx.checklistTemplate.create({
      data: {
        clientId: ctx.client.id,
        organisationId,
        familyId: fresh.familyId,
        version: fresh.version + 1,
        name: input.name,
        criteria: withIds(input.criteria, criteriaOf(fresh.criteria)),
        builtIn: fresh.builtIn,
      },
      select: { ...checklistSelect, organisationId: true },
    });
    await recordAudit(
      tx,
      ctx,
      checklistEntry("checklist.update", created, {
        before: { name: fresh.name, version: fresh.version },
        after: { name: created.name, version: created.version },
        data: { previousId: fresh.id },
      }),
    );
    return created;
  });
  return { row: checklistRow(row), message: checklistVersionMessage(row.name, row.version) };
}

/** Keeps the ids the previous version knew; a new criterion gets a fresh one. */
function withIds(criteria: ChecklistSaveInput["criteria"], previous: Criterion[]): Criterion[] {
  const known = new Set(previous.map((c) => c.id));
  const used = new Set<string>();
  return criteria.map((c) => {
    let id = c.id && known.has(c.id) && !used.has(c.id) ? c.id : `c-${randomBytes(4).toString("hex")}`;
    while (used.has(id)) id = `c-${randomBytes(4).toString("hex")}`;
    used.add(id);
    return { id, text: c.text, critical: c.critical };
  });
}
