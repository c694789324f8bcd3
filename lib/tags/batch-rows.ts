import { Prisma } from "@/lib/generated/prisma/client";
import { type Db, db } from "@/lib/db/client";
import type { TagBatchRow } from "./schemas";

type Counted = { id: string; hoseCount: number; inUseHoseCount: number };

/**
 * SPEC 3 Tag batch: hoseCount is the number of tags in the batch, inUseHoseCount how many of
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
    FROM "Tag" t LEFT JOIN "Hose" h ON h."tagId" = t.code
    WHERE t."batchId" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
    GROUP BY t."batchId"`;
  return new Map(rows.map((r) => [r.id, r]));
}

export const batchInclude = { user: { select: { firstName: true, lastName: true } } } satisfies Prisma.TagBatchInclude;
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
  }));
}
