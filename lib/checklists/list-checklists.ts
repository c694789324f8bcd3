import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import { listResponse, pageWindow } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { applicableChecklists, requireChecklistOwner } from "./access";
import { checklistRow, checklistSelect } from "./checklist-row";

/**
 * GET /checklists: the newest version of each template that applies to the organisation acted
 * for (the client's own, and its distributor's or its own as a distributor), by name.
 */
export async function listChecklists(ctx: AuthedCtx, query: ListQuery) {
  const where = { AND: [await checklistScope(ctx), { supersededAt: null }] };
  const [total, items] = await Promise.all([
    readDb().checklistTemplate.count({ where }),
    readDb().checklistTemplate.findMany({
      where,
      select: checklistSelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(items.map(checklistRow), total, query, []);
}

/** The templates the caller's organisation may use, as a where-clause (versions old and new). */
export async function checklistScope(ctx: AuthedCtx) {
  const acting = actingOrganisation(ctx);
  if (!acting) return applicableChecklists(ctx, null);
  const org = await readDb().organisation.findFirst({
    where: inClient(ctx, { id: acting.id }),
    select: { id: true, isDistributor: true, distributorId: true },
  });
  return applicableChecklists(ctx, org ?? { id: acting.id, isDistributor: acting.isDistributor, distributorId: null });
}

/** The templates the caller keeps (newest versions): the client's for a client admin, a distributor's own. */
export async function listKeptChecklists(ctx: AuthedCtx) {
  const { organisationId } = requireChecklistOwner(ctx);
  const rows = await readDb().checklistTemplate.findMany({
    where: inClient(ctx, { organisationId, supersededAt: null }),
    select: checklistSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(checklistRow);
}
