import "server-only";
import { ensureCacheListener, invalidateCache, onCacheInvalidation } from "@/lib/cache/invalidation";
import { db as defaultDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { globalError } from "@/lib/core/errors";
import type { Client } from "@/lib/generated/prisma/client";

type CacheEntry<T> = { value: T; expires: number };

/**
 * A map that holds at most `max` entries and, when full, drops the one used longest ago (a Map
 * keeps insertion order, so a hit is moved to the end and the first key is the oldest).
 */
class LruCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();
  constructor(private readonly max: number) {}

  get(key: string, now: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= now) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: T, expires: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires });
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * hostname -> Client, cached briefly in memory: every request resolves its tenant, and the
 * mapping changes only when a system admin edits a client (which calls forgetClientCache, and
 * that empties this cache in every replica through lib/cache/invalidation.ts; the TTL,
 * TENANT_CACHE_SECONDS, is the fallback).
 *
 * Hostnames that name a client and hostnames that do not are kept apart, each bounded and
 * dropping its least recently used entry when full. So anyone sending made-up X-Client-Host
 * values only churns the small cache of misses (which still spares the database repeated
 * probes of one name), never the clients that real traffic is using.
 */
const known = new LruCache<Client>(1000);
const unknown = new LruCache<null>(500);
onCacheInvalidation("hp_cache_client", () => {
  known.clear();
  unknown.clear();
});

export async function findClientByHostname(db: Db, hostname: string, ttlSeconds: number): Promise<Client | null> {
  if (ttlSeconds > 0) ensureCacheListener();
  const now = Date.now();
  const client = known.get(hostname, now);
  if (client) return client;
  if (unknown.get(hostname, now) === null) return null;
  const row = await db.clientHostname.findUnique({ where: { hostname }, include: { client: true } });
  if (ttlSeconds > 0) {
    const expires = now + ttlSeconds * 1000;
    if (row) known.set(hostname, row.client, expires);
    else unknown.set(hostname, null, expires);
  }
  return row?.client ?? null;
}

/** After a client, its hostnames, theme or logo changed (committed): every replica forgets them. */
export function forgetClientCache(): Promise<void> {
  return invalidateCache("hp_cache_client");
}

export const unknownClient = () => globalError("NOT_FOUND", "Unknown client");

export async function requireClient(db: Db, hostname: string | null, ttlSeconds: number): Promise<Client> {
  const client = hostname ? await findClientByHostname(db, hostname, ttlSeconds) : null;
  if (!client) throw unknownClient();
  return client;
}

/**
 * The client a request's hostname names, from the shared cache (pages, the logout link): null
 * when the hostname is missing or names no client.
 */
export function clientForHostname(hostname: string | null): Promise<Client | null> {
  if (!hostname) return Promise.resolve(null);
  return findClientByHostname(defaultDb(), hostname, env().TENANT_CACHE_SECONDS);
}
