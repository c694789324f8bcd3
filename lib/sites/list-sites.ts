import { z } from "zod";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { visibleCustomers } from "@/lib/hoses/access";
import { listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { findVisibleCustomer, visibleZones } from "./access";
import type { Site, SiteTreeNode } from "./schemas";
import { buildSiteTree } from "./tree";

const siteSelect = { id: true, name: true, organisationId: true, parentId: true, trailName: true } as const;

/** SPEC §9: organisation pick lists load up to 1000. */
const CUSTOMER_PICK_LIMIT = 1000;

/**
 * The customers the screen's picker and the list's filter offer, by name. Archived customers are
 * left out (client admins may still see them: nothing new is added to them), as in the hose form
 * and the import picker.
 */
export async function listSiteCustomers(ctx: AuthedCtx): Promise<Array<{ id: string; name: string }>> {
  return db().organisation.findMany({
    where: { AND: [visibleCustomers(ctx), { deletedAt: null }] },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: CUSTOMER_PICK_LIMIT,
  });
}

/**
 * GET /sites: the visible sites and zones, paginated, by trail. Filters: `organisationId` (one
 * customer) and `search` (part of the trail, case-insensitive).
 */
export async function listSites(ctx: AuthedCtx, query: ListQuery) {
  const organisationId = stringFilter(query.filters, "organisationId");
  const search = stringFilter(query.filters, "search");
  // An id that is not a uuid matches nothing (rather than failing the database cast).
  const orgWhere =
    organisationId === undefined
      ? {}
      : z.uuid().safeParse(organisationId).success
        ? { organisationId }
        : { id: { in: [] } };
  const where = visibleZones(ctx, {
    ...orgWhere,
    ...(search ? { trailName: { contains: search, mode: "insensitive" as const } } : {}),
  });
  const [total, items, customers] = await Promise.all([
    db().organisationZone.count({ where }),
    db().organisationZone.findMany({
      where,
      select: siteSelect,
      orderBy: [{ trailName: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
    listSiteCustomers(ctx),
  ]);
  return listResponse<Site>(items, total, query, [
    selectFilter(
      { id: "organisationId", label: "Customer", options: customers.map((c) => ({ value: c.id, label: c.name })) },
      query.filters,
    ),
    textFilter({ id: "search", label: "Search" }, query.filters),
  ]);
}

/** GET /sites/list/{organisationId}: a visible customer's whole tree (roots with nested children). */
export async function listSiteTree(ctx: AuthedCtx, organisationId: string): Promise<SiteTreeNode[]> {
  const customer = await findVisibleCustomer(ctx, db(), organisationId);
  const rows = await db().organisationZone.findMany({
    where: visibleZones(ctx, { organisationId: customer.id }),
    select: siteSelect,
  });
  return buildSiteTree(rows);
}
