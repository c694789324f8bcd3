import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { requireSystemAdmin } from "./access";

export type TagCount = "uploaded" | "allocated" | "uninstalled";

/**
 * SPEC §7 tag counters of the client (system admins): uploaded (every tag), allocated (tags a
 * hose carries, archived hoses included: their tag stays taken), uninstalled ("allocated=0":
 * tags no hose carries yet, free to fit). Only this client's hoses count: tag ids may repeat
 * across clients.
 */
export async function countTags(ctx: AuthedCtx, which: TagCount): Promise<{ count: number }> {
  requireSystemAdmin(ctx);
  const clientId = ctx.client.id;
  if (which === "uploaded") return { count: await db().tag.count({ where: { clientId } }) };
  const [row] = await db().$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS count FROM "Tag" t
    WHERE t."clientId" = ${clientId}::uuid
      AND ${which === "allocated"} = EXISTS (SELECT 1 FROM "Hose" h WHERE h."clientId" = t."clientId" AND h."tagId" = t.code)`;
  return { count: row?.count ?? 0 };
}
