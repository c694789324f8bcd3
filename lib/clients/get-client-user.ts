import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { isUuid } from "@/lib/core/ids";
import { clientUserSelect, findClientAdmin, targetClient, toClientUserRow } from "./client-user-row";

/** One client admin or pending invitee of the client (ClientUserEdit / ClientUserDelete dialogs). */
export async function getClientUser(ctx: AuthedCtx, clientId: string, userId: string) {
  const client = await targetClient(ctx, clientId);
  if (!isUuid(userId)) throw notFound("User not found");
  const row = await db().user.findFirst({
    where: { id: userId, clientId: client.id, clientAdmin: true, deletedAt: null },
    select: clientUserSelect,
  });
  if (!row) throw notFound("User not found");
  return toClientUserRow(row);
}

/** GET /clients/users/{id}: by id alone, within the caller's reach (else 404). */
export async function getClientUserById(ctx: AuthedCtx, userId: string) {
  return toClientUserRow(await findClientAdmin(ctx, userId));
}
