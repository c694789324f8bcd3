import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { clientUserSelect, targetClient, toClientUserRow } from "./client-user-row";

/** ClientUsers' 'Pending invites': invited client admins who have not set a password yet. */
export async function listPendingClientUsers(ctx: AuthedCtx, clientId: string) {
  const client = await targetClient(ctx, clientId);
  const rows = await db().user.findMany({
    where: { clientId: client.id, clientAdmin: true, deletedAt: null, passwordHash: null },
    select: clientUserSelect,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toClientUserRow);
}
