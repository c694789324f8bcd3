import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

export const TAG_NOT_UPLOADED = "This tag has not been uploaded to the system";

/**
 * Issue 10: once the client has tag batches, a hose can be tagged only with a tag uploaded to
 * this client (unused: lib/hoses/save-hose.ts already refuses a tag another hose carries). A
 * client without batches keeps free tag ids. A hose that keeps its current tag is not checked
 * again (its tag may predate the batches).
 */
export async function assertTagUploaded(
  ctx: AuthedCtx,
  tagId: string,
  currentTagId: string | null = null,
): Promise<void> {
  if (currentTagId !== null && currentTagId.toUpperCase() === tagId.toUpperCase()) return;
  const [batches, tag] = await Promise.all([
    db().tagBatch.count({ where: { clientId: ctx.client.id }, take: 1 }),
    db().tag.findFirst({ where: { clientId: ctx.client.id, code: tagId.toUpperCase() }, select: { id: true } }),
  ]);
  if (batches > 0 && !tag) throw new AppError(422, { tagId: [TAG_NOT_UPLOADED] });
}
