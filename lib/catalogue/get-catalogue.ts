import "server-only";
import { createHash } from "node:crypto";
import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import { ALL, ensureCacheListener, invalidateCache, onCacheInvalidation } from "@/lib/cache/invalidation";
import { db } from "@/lib/db/client";
import { inClient } from "@/lib/core/scope";
import { RETIREMENT_REASONS } from "@/lib/hoses/retirement";
import type { Catalogue } from "./schemas";

/**
 * The catalogue of GET /config. The client's lookups change rarely and are read by every form
 * and every app start, so they are kept in memory per client for CATALOGUE_TTL_MS; a change
 * made through lib/manufacturers drops the entry at once (invalidateCatalogue), and
 * `reload` bypasses it. Prominence belongs to the organisation and is read on every call (two
 * indexed look-ups), so organisation settings are never served stale.
 *
 * The cache is per process; a change made in one replica empties the entry in every other one
 * through lib/cache/invalidation.ts (Postgres NOTIFY), the TTL being the fallback.
 */
export const CATALOGUE_TTL_MS = 60_000;

type Lookups = Omit<Catalogue, "hoseTypes" | "manufacturers" | "retirementReasons"> & {
  hoseTypes: Array<{ id: string; name: string }>;
  manufacturers: Array<{ id: string; name: string }>;
};

const cache = new Map<string, { at: number; lookups: Promise<Lookups> }>();
onCacheInvalidation("hp_cache_catalogue", (clientId) => (clientId === ALL ? cache.clear() : cache.delete(clientId)));

/** Forget a client's cached lookups in every replica (after a catalogue write is committed). */
export function invalidateCatalogue(clientId: string): Promise<void> {
  return invalidateCache("hp_cache_catalogue", clientId);
}

async function loadLookups(ctx: Pick<Ctx, "client">): Promise<Lookups> {
  const named = { select: { id: true, name: true }, orderBy: [{ name: "asc" as const }, { id: "asc" as const }] };
  const where = inClient(ctx);
  const [hoseTypes, boreSizes, manufacturers, connectionTypes, connections, connectionsJumpSizes, sizeMappings] =
    await Promise.all([
      db().hoseType.findMany({ where, ...named }),
      db().boreSize.findMany({
        where,
        select: { id: true, name: true, sortOrder: true },
        orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      }),
      db().manufacturer.findMany({ where, ...named }),
      db().connectionType.findMany({ where, ...named }),
      db().connection.findMany({ where, ...named }),
      db().connectionJumpSize.findMany({
        where,
        select: { id: true, configBoreSizeId: true, configConnectionId: true, jumpSize: true },
        orderBy: [{ configBoreSizeId: "asc" }, { configConnectionId: "asc" }, { jumpSize: "asc" }],
      }),
      db().sizeMapping.findMany({
        where,
        select: { id: true, configHoseTypeId: true, configBoreSizeId: true, displayPressure: true },
        orderBy: [{ configHoseTypeId: "asc" }, { configBoreSizeId: "asc" }],
      }),
    ]);
  return { hoseTypes, boreSizes, manufacturers, connectionTypes, connections, connectionsJumpSizes, sizeMappings };
}

function cachedLookups(ctx: Pick<Ctx, "client">, reload: boolean): Promise<Lookups> {
  ensureCacheListener();
  const hit = cache.get(ctx.client.id);
  if (hit && !reload && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.lookups;
  const lookups = loadLookups(ctx);
  const entry = { at: Date.now(), lookups };
  cache.set(ctx.client.id, entry);
  // A failed load is not kept.
  lookups.catch(() => {
    if (cache.get(ctx.client.id) === entry) cache.delete(ctx.client.id);
  });
  return lookups;
}

/** Prominent first (1 top, 0 bottom), then the name order the lookups already have. */
function withProminence<T extends { id: string }>(rows: T[], prominent: Set<string>): Array<T & { prominence: 0 | 1 }> {
  const marked = rows.map((r) => ({ ...r, prominence: (prominent.has(r.id) ? 1 : 0) as 0 | 1 }));
  return [...marked.filter((r) => r.prominence === 1), ...marked.filter((r) => r.prominence === 0)];
}

/** The catalogue as the current organisation sees it. */
export async function getCatalogue(
  ctx: Pick<Ctx, "client" | "organisation">,
  opts: { reload?: boolean } = {},
): Promise<Catalogue> {
  const org = actingOrganisation(ctx);
  const [lookups, manufacturerIds, hoseTypeIds] = await Promise.all([
    cachedLookups(ctx, opts.reload ?? false),
    org
      ? db().organisationManufacturer.findMany({
          where: { organisationId: org.id, organisation: inClient(ctx) },
          select: { manufacturerId: true },
        })
      : [],
    org
      ? db().organisationHoseType.findMany({
          where: { organisationId: org.id, organisation: inClient(ctx) },
          select: { hoseTypeId: true },
        })
      : [],
  ]);
  return {
    ...lookups,
    hoseTypes: withProminence(lookups.hoseTypes, new Set(hoseTypeIds.map((r) => r.hoseTypeId))),
    manufacturers: withProminence(lookups.manufacturers, new Set(manufacturerIds.map((r) => r.manufacturerId))),
    retirementReasons: RETIREMENT_REASONS.map(({ value, label }) => ({ value, label })),
  };
}

/** A strong ETag of the body: the same catalogue always gives the same tag. */
export function catalogueEtag(catalogue: Catalogue): string {
  return `"${createHash("sha256").update(JSON.stringify(catalogue)).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (a list, weak tags and * included). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
