import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { listResponse, pageWindow } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { requireCompliancePacks, visiblePacks } from "./access";
import { packInclude, toPackDto } from "./pack-dto";

/**
 * GET /compliance-packs: the packs of the caller's customers, newest first; `filters`
 * {"organisationId": id} narrows to one customer (one out of reach simply matches nothing).
 */
export async function listCompliancePacks(ctx: AuthedCtx, query: ListQuery) {
  requireCompliancePacks(ctx);
  const organisationId = typeof query.filters.organisationId === "string" ? query.filters.organisationId : undefined;
  const where = {
    AND: [visiblePacks(ctx), organisationId ? { organisationId } : {}],
  };
  const [rows, total] = await Promise.all([
    db().compliancePack.findMany({
      where,
      include: packInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    db().compliancePack.count({ where }),
  ]);
  return listResponse(rows.map(toPackDto), total, query, []);
}
