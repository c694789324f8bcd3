import type { AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import { listResponse, pageWindow } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { requireIntegrations, visibleIntegrations } from "./access";
import { apiKeySelect, toApiKeyRow } from "./api-key-row";

/** The keys the caller manages, newest first, with when each was last used (never the key). */
export async function listApiKeys(ctx: AuthedCtx, query: ListQuery) {
  requireIntegrations(ctx);
  const where = visibleIntegrations(ctx);
  const [total, rows] = await Promise.all([
    readDb().apiKey.count({ where }),
    readDb().apiKey.findMany({
      where,
      select: apiKeySelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toApiKeyRow), total, query, []);
}
