import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { isUuid } from "@/lib/core/ids";
import { requireClientManagement } from "./access";
import { clientInclude, toClientRow } from "./client-record";

/** One client's record, for Manage clients. */
export async function getClient(ctx: AuthedCtx, id: string) {
  requireClientManagement(ctx);
  const row = isUuid(id) ? await db().client.findUnique({ where: { id }, include: clientInclude }) : null;
  if (!row) throw notFound("Client not found");
  return toClientRow(row);
}
