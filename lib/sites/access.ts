import { rowId } from "@/lib/core/ids";
import type { AuthedCtx, Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleCustomers } from "@/lib/hoses/access";
import { AppError, conflict, forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { canChangeSites } from "./screen";

/**
 * Who sees and who changes sites and zones (SPEC §6 "Sites & zones (customer): only Admin
 * changes"), in one place:
 *  - seeing: the customers of visibleCustomers() (client admins every customer of the client, a
 *    distributor its linked active customers, a customer itself);
 *  - changing: Admins only (client admin, or role 2 of the current organisation: for a
 *    distributor Admin that covers its linked customers), never read-only.
 * Rows outside what the caller sees answer 404; a role that may not change answers 403.
 */

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const SITE_NOT_FOUND = "Site or zone not found";
export const ARCHIVED_CUSTOMER = {
  organisationId: ["This customer is archived: unarchive it before adding sites or zones"],
};

export function requireSiteChanges(ctx: Ctx): void {
  if (!ctx.user || !canChangeSites(ctx.flags)) throw forbidden();
}

/** The sites and zones the caller sees: those of the visible customers, in this client. */
export function visibleZones(
  ctx: Ctx,
  where: Prisma.OrganisationZoneWhereInput = {},
): Prisma.OrganisationZoneWhereInput {
  return inClient(ctx, { AND: [where, { organisation: visibleCustomers(ctx) }] });
}

type Reader = Pick<Prisma.TransactionClient, "organisation" | "organisationZone">;

/** A customer whose sites the caller may see, else 404. */
export async function findVisibleCustomer(ctx: AuthedCtx, reader: Reader, organisationId: string) {
  const customer = await reader.organisation.findFirst({
    where: { AND: [visibleCustomers(ctx), { id: rowId(organisationId) }] },
    select: { id: true, name: true, deletedAt: true },
  });
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

/**
 * A customer that may get new sites and zones: visible (else 404) and not archived (422).
 * Client admins still see an archived customer's tree, but nothing new is added to it.
 */
export async function findCustomerForNewSites(ctx: AuthedCtx, reader: Reader, organisationId: string) {
  const customer = await findVisibleCustomer(ctx, reader, organisationId);
  if (customer.deletedAt) throw new AppError("INVALID", ARCHIVED_CUSTOMER);
  return customer;
}

const zoneSelect = { id: true, name: true, organisationId: true, parentId: true, path: true, trailName: true } as const;

/** A site or zone the caller may see, with its path, else 404. */
export async function findVisibleZone(ctx: AuthedCtx, reader: Reader, id: string) {
  const zone = await reader.organisationZone.findFirst({
    where: visibleZones(ctx, { id: rowId(id) }),
    select: zoneSelect,
  });
  if (!zone) throw notFound(SITE_NOT_FOUND);
  return zone;
}

/**
 * Serialises every change to one customer's tree (add, rename, move, delete) until the
 * transaction ends, so sibling-name checks, cycle checks and subtree rewrites never interleave.
 * A row lock on the customer that does not block hoses or zones referencing it (FOR NO KEY UPDATE).
 */
export async function lockCustomerTree(tx: Prisma.TransactionClient, ctx: Ctx, organisationId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Organisation" WHERE "id" = ${organisationId}::uuid AND "clientId" = ${ctx.client.id}::uuid FOR NO KEY UPDATE`;
}

export const OTHER_CUSTOMER_PARENT = { parentId: ["Choose a site or zone of this customer"] };

export const DUPLICATE_NAME = { name: ["A site or zone with this name already exists here"] };

/**
 * Refuses (409) a name a sibling already has, case-insensitively, under `parentId` (null: among
 * the sites). Compared with lower() = lower(): Prisma's insensitive `equals` is an ILIKE, where a
 * name such as "Main%" would clash with "Main Quarry".
 */
export async function assertNameFreeAmongSiblings(
  tx: Prisma.TransactionClient,
  ctx: Ctx,
  at: { organisationId: string; parentId: string | null; name: string; exceptId?: string },
): Promise<void> {
  const clash = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "OrganisationZone"
    WHERE "clientId" = ${ctx.client.id}::uuid
      AND "organisationId" = ${at.organisationId}::uuid
      AND "parentId" IS NOT DISTINCT FROM ${at.parentId}::uuid
      AND lower("name") = lower(${at.name}::text)
      AND "id" IS DISTINCT FROM ${at.exceptId ?? null}::uuid
    LIMIT 1`;
  if (clash.length > 0) throw conflict(DUPLICATE_NAME);
}
