import { Prisma } from "@/lib/generated/prisma/client";
import type { AuthedCtx } from "@/lib/core/ctx";
import { type Db, db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { DISTRIBUTOR_UNKNOWN, type TagBatchRow } from "./schemas";

type Counted = { id: string; hoseCount: number; inUseHoseCount: number };

/**
 * SPEC §3 Tag batch: hoseCount is the number of tags in the batch, inUseHoseCount how many of
 * them a hose carries (archived hoses included: their tag stays taken). One aggregate query
 * for a page of batches. Inside a transaction pass its client: on the embedded database (one
 * connection) a query through db() would wait for the transaction that holds it.
 */
export async function batchCounts(
  ids: string[],
  client: Db | Prisma.TransactionClient = db(),
): Promise<Map<string, Counted>> {
  if (ids.length === 0) return new Map();
  const rows = await client.$queryRaw<Counted[]>`
    SELECT t."batchId" AS id, count(*)::int AS "hoseCount", count(h.id)::int AS "inUseHoseCount"
    FROM "Tag" t LEFT JOIN "Hose" h ON h."clientId" = t."clientId" AND h."tagId" = t.code
    WHERE t."batchId" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
    GROUP BY t."batchId"`;
  return new Map(rows.map((r) => [r.id, r]));
}

export const batchInclude = {
  user: { select: { firstName: true, lastName: true } },
  distributor: { select: { id: true, name: true } },
} satisfies Prisma.TagBatchInclude;
type Loaded = Prisma.TagBatchGetPayload<{ include: typeof batchInclude }>;

export async function toBatchRows(rows: Loaded[]): Promise<TagBatchRow[]> {
  const counts = await batchCounts(rows.map((r) => r.id));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    createdAt: b.createdAt.toISOString(),
    hoseCount: counts.get(b.id)?.hoseCount ?? 0,
    inUseHoseCount: counts.get(b.id)?.inUseHoseCount ?? 0,
    user: b.user ? { fullName: `${b.user.firstName} ${b.user.lastName}`.trim() } : null,
    distributor: b.distributor,
  }));
}

/**
 * The distributor a batch is allocated to: an active distributor organisation of this client
 * (anything else, another client's included, is the same field error). Null stays null.
 */
export async function batchDistributor(ctx: AuthedCtx, distributorId: string | null): Promise<string | null> {
  if (distributorId === null) return null;
  const found = await db().organisation.findFirst({
    where: inClient(ctx, { id: distributorId, isDistributor: true, deletedAt: null }),
    select: { id: true },
  });
  if (!found) throw new AppError("INVALID", { distributorId: [DISTRIBUTOR_UNKNOWN] });
  return found.id;
}

/** The most distributors the batch forms offer (organisation pick lists load up to 1000). */
export const DISTRIBUTOR_OPTIONS_MAX = 1000;

/** The distributors a batch may be allocated to (the upload and batch edit forms' choices). */
export async function batchDistributorOptions(ctx: AuthedCtx): Promise<Array<{ value: string; label: string }>> {
  requireSystemAdmin(ctx);
  const rows = await db().organisation.findMany({
    where: inClient(ctx, { isDistributor: true, deletedAt: null }),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: DISTRIBUTOR_OPTIONS_MAX,
  });
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
