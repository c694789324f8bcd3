import { actingOrganisation, type Ctx } from "./ctx";
import { rowId } from "./ids";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Scope by construction (docs/STYLE.md rule 4): the tenant goes into the `where` of the query that
 * fetches the row, never a fetch-then-compare. Every tenant-owned query starts here.
 */
export function inClient<W extends object>(ctx: Pick<Ctx, "client">, where?: W): W & { clientId: string } {
  const scoped = { ...(where ?? ({} as W)), clientId: ctx.client.id };
  // An id that is not a uuid (a link cut short, a path typed by hand) names no row: it matches
  // nothing, so the caller answers its own "not found", instead of Postgres refusing the cast
  // and the page showing an error.
  const id = (scoped as { id?: unknown }).id;
  return typeof id === "string" ? ({ ...scoped, id: rowId(id) } as unknown as typeof scoped) : scoped;
}

/**
 * The organisations the caller may see: everything in the client for client admins; a
 * distributor sees itself and its linked customers; a customer only itself.
 */
export function visibleOrganisations(ctx: Ctx): Prisma.OrganisationWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { OR: [{ id: org.id }, { distributorId: org.id }] });
  return inClient(ctx, { id: org.id });
}
