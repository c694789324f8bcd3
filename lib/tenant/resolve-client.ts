import "server-only";
import { ensureCacheListener, invalidateCache, onCacheInvalidation } from "@/lib/cache/invalidation";
import type { Db } from "@/lib/db/client";
import { globalError } from "@/lib/http/errors";
import type { Client } from "@/lib/generated/prisma/client";

type CacheEntry = { client: Client | null; expires: number };

/**
 * hostname -> Client, cached briefly in memory: every request resolves its tenant, and the
 * mapping changes only when a system admin edits a client (which calls forgetClientCache, and
 * that empties this cache in every replica through lib/cache/invalidation.ts; the TTL,
 * TENANT_CACHE_SECONDS, is the fallback). Misses are cached too, so probing unknown hostnames
 * does not hit the database each time.
 */
const cache = new Map<string, CacheEntry>();
const MAX_ENTRIES = 1000;
onCacheInvalidation("hp_cache_client", () => cache.clear());

export async function findClientByHostname(db: Db, hostname: string, ttlSeconds: number): Promise<Client | null> {
  if (ttlSeconds > 0) ensureCacheListener();
  const now = Date.now();
  const hit = cache.get(hostname);
  if (hit && hit.expires > now) return hit.client;
  const row = await db.clientHostname.findUnique({ where: { hostname }, include: { client: true } });
  if (cache.size >= MAX_ENTRIES) cache.clear();
  if (ttlSeconds > 0) cache.set(hostname, { client: row?.client ?? null, expires: now + ttlSeconds * 1000 });
  return row?.client ?? null;
}

/** After a client, its hostnames, theme or logo changed (committed): every replica forgets them. */
export function forgetClientCache(): Promise<void> {
  return invalidateCache("hp_cache_client");
}

export const unknownClient = () => globalError(404, "Unknown client");

export async function requireClient(db: Db, hostname: string | null, ttlSeconds: number): Promise<Client> {
  const client = hostname ? await findClientByHostname(db, hostname, ttlSeconds) : null;
  if (!client) throw unknownClient();
  return client;
}
