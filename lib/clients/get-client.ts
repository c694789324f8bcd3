import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { requireClientManagement } from "./access";
import { clientInclude, toClientRow } from "./client-record";

/** One client's record, for Manage clients. */
export async function getClient(ctx: AuthedCtx, id: string) {
  requireClientManagement(ctx);
  const row = await db().client.findUnique({ where: { id }, include: clientInclude });
  if (!row) throw notFound("Client not found");
  return toClientRow(row);
}
