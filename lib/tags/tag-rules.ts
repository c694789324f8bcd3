import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, type ErrorBody } from "@/lib/core/errors";
import { TAG_UNAVAILABLE } from "./tag-messages";

export { TAG_UNAVAILABLE };

export const tagUnavailable = () => new AppError("INVALID", { tagId: [TAG_UNAVAILABLE] } satisfies ErrorBody);

/** The customer a hose belongs to, as far as the tag rules need it. */
export type TagOwner = { distributorId: string | null };

/**
 * Whether `tagId` may go on a hose of `customer` (the hose's own tag, kept, is never checked
 * again: it may predate the batches or their allocation). The check "no other hose of the
 * client carries it" is lib/hoses/save-hose.ts's.
 *
 * - A client with no tag batches keeps free tag ids (unique within the client only).
 * - Once it has batches, the tag must be one of this client's uploaded tags, and its batch must
 *   be allocated to the customer's distributor. A batch not allocated yet (batches from before
 *   allocation existed) serves any customer that has a distributor, until a system admin
 *   allocates it. A customer without a distributor (for instance one that registered itself)
 *   cannot use batch tags at all: tags are stock a distributor fits.
 */
export async function assertTagAllowed(
  ctx: AuthedCtx,
  customer: TagOwner,
  tagId: string,
  currentTagId: string | null = null,
): Promise<void> {
  const code = tagId.toUpperCase();
  if (currentTagId !== null && currentTagId.toUpperCase() === code) return;
  const [batches, tag] = await Promise.all([
    db().tagBatch.count({ where: { clientId: ctx.client.id }, take: 1 }),
    db().tag.findFirst({
      where: { clientId: ctx.client.id, code },
      select: { batch: { select: { distributorId: true } } },
    }),
  ]);
  if (batches === 0) return;
  if (!tag || customer.distributorId === null) throw tagUnavailable();
  const allocatedTo = tag.batch.distributorId;
  if (allocatedTo !== null && allocatedTo !== customer.distributorId) throw tagUnavailable();
}
