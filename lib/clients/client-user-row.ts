import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { isUuid } from "@/lib/core/ids";
import type { z } from "zod";
import { requireClientUserManagement, visibleClientAdmins } from "./access";
import type { ClientUserRowSchema } from "./schemas";

/**
 * What the ClientUsers verbs share: the client worked on, a client admin found by id, and the
 * row the API answers.
 */

/** The client whose admins are managed: a client admin's own only (another: 404). */
export async function targetClient(ctx: AuthedCtx, clientId: string) {
  requireClientUserManagement(ctx);
  if (!ctx.flags.isSystemAdmin && clientId !== ctx.client.id) throw notFound("Client not found");
  const client = isUuid(clientId) ? await db().client.findUnique({ where: { id: clientId } }) : null;
  if (!client) throw notFound("Client not found");
  return client;
}

export const clientUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  clientAdmin: true,
  systemAdmin: true,
  passwordHash: true,
  createdAt: true,
} as const;
type SelectedUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  clientAdmin: boolean;
  systemAdmin: boolean;
  passwordHash: string | null;
  createdAt: Date;
};

/** Field by field: whatever else the row holds never reaches an answer. */
export const toClientUserRow = (u: SelectedUser): z.infer<typeof ClientUserRowSchema> => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  fullName: `${u.firstName} ${u.lastName}`,
  email: u.email,
  clientAdmin: u.clientAdmin,
  systemAdmin: u.systemAdmin,
  pending: u.passwordHash === null,
  createdAt: u.createdAt.toISOString(),
});

/**
 * A client admin or pending invitee by id alone (GET /clients/users/{id}): a system admin reaches
 * any client's, a client admin only their own client's; anyone else's id answers 404.
 */
export async function findClientAdmin(ctx: AuthedCtx, userId: string) {
  requireClientUserManagement(ctx);
  const row = await db().user.findFirst({
    where: {
      id: userId,
      clientAdmin: true,
      deletedAt: null,
      ...visibleClientAdmins(ctx),
    },
    select: { ...clientUserSelect, clientId: true },
  });
  if (!row) throw notFound("User not found");
  return row;
}
