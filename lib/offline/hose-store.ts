import type { ChecklistChoice } from "@/lib/checklists/checklist-choice";
import type { Checklist } from "@/lib/checklists/schemas";
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from "idb";
import { apiRequest } from "@/lib/browser/api";
import type { SyncHose, SyncResponse } from "@/lib/sync/schemas";

/**
 * The hoses of the organisation a user acts for, kept on the device (IndexedDB) so the hose
 * page, the inspection form, the scan result and the hose list work without a network from the
 * first sign-in. Browser-only. Each copy belongs to one user acting for one organisation (its
 * "scope", `${userId}:${orgId}`): another user on a shared phone never reads it, and logout
 * deletes every copy (forgetAllHoses).
 *
 * Filled by GET /api/v1/sync/hoses (lib/sync): a full copy page by page, then the changes since
 * the copy's cursor (removals included). One sync at a time per scope across the portal's tabs.
 */

/** `nfcKey` is set only on hoses with an NFC tag, so the "nfc" index holds just those. */
export type KeptHose = SyncHose & { scope: string; key: string; tagKey: string; nfcKey?: string };
export type KeptName = {
  scope: string;
  key: string;
  kind: "zone" | "configuration" | "customer" | "checklist" | "customerChecklist";
  id: string;
} & Record<string, unknown>;
export type Site = NonNullable<SyncResponse["sitesRequired"]>[number];

export type CopyMeta = {
  scope: string;
  userId: string;
  org: string;
  /** Where the next sync carries on. */
  cursor: string | null;
  /** Every page of a full copy has been applied at least once (it may be out of date). */
  complete: boolean;
  /** When the copy was last brought up to date (ISO). */
  syncedAt: string | null;
  count: number;
  /** The sites the user keeps (an organisation too large to keep whole), none: all. */
  sites: string[];
  /** Set when the organisation is too large to keep whole and no sites are chosen yet. */
  sitesRequired: Site[] | null;
};

interface HoseDb extends DBSchema {
  hoses: { key: string; value: KeptHose; indexes: { scope: string; tag: [string, string]; nfc: [string, string] } };
  names: { key: string; value: KeptName; indexes: { scope: string } };
  meta: { key: string; value: CopyMeta };
}

const DB_NAME = "hose-portal-hoses";
const CHANGED = "hose-portal:hoses-changed";
const PAGE = 1000;

let database: Promise<IDBPDatabase<HoseDb>> | undefined;

function db(): Promise<IDBPDatabase<HoseDb>> {
  database ??= openDB<HoseDb>(DB_NAME, 2, {
    upgrade(upgrade, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const hoses = upgrade.createObjectStore("hoses", { keyPath: "key" });
        hoses.createIndex("scope", "scope");
        hoses.createIndex("tag", ["scope", "tagKey"]);
        upgrade.createObjectStore("names", { keyPath: "key" }).createIndex("scope", "scope");
        upgrade.createObjectStore("meta", { keyPath: "scope" });
      }
      if (oldVersion < 2) {
        // Hoses kept before NFC tags were synced lack them: the copies start again from nothing
        // (the next sync is a full copy), so a bound NFC tag is found offline too.
        tx.objectStore("hoses").createIndex("nfc", ["scope", "nfcKey"]);
        if (oldVersion >= 1)
          for (const store of ["hoses", "names", "meta"] as const) void tx.objectStore(store).clear();
      }
    },
    // Another tab deletes the database at logout: let it.
    blocking() {
      void database?.then((d) => d.close());
      database = undefined;
    },
  });
  return database;
}

export const copyScope = (userId: string, org: string) => `${userId}:${org}`;
const hoseKey = (scope: string, id: string) => `${scope}|${id}`;
const nameKey = (scope: string, kind: KeptName["kind"], id: string) => `${scope}|${kind}|${id}`;
/** Tags are matched as the server does: case-insensitively. */
export const tagKey = (tagId: string | null) => (tagId ?? "").trim().toUpperCase();
/** NFC tags too; none when the hose has no NFC tag (the record stays out of the "nfc" index). */
const nfcKey = (serial: string | null | undefined) => (serial ? tagKey(serial) : undefined);

function changed(): void {
  const channel = new BroadcastChannel(CHANGED);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` when a copy changes, in this tab or another; returns the unsubscribe. */
export function onHosesChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANGED);
  channel.onmessage = listener;
  return () => channel.close();
}

export async function copyMeta(userId: string, org: string): Promise<CopyMeta | null> {
  return (await (await db()).get("meta", copyScope(userId, org))) ?? null;
}

/** The copy the device last synced for this organisation, whoever's it is (the offline shell's entry). */
export async function latestCopyFor(org: string): Promise<CopyMeta | null> {
  const all = (await (await db()).getAll("meta")).filter((m) => m.org === org && m.complete);
  all.sort((a, b) => (b.syncedAt ?? "").localeCompare(a.syncedAt ?? ""));
  return all[0] ?? null;
}

/** The most recently synced complete copy on the device (for /t/{tagId}, which names no organisation). */
export async function latestCopies(): Promise<CopyMeta[]> {
  const all = (await (await db()).getAll("meta")).filter((m) => m.complete);
  return all.sort((a, b) => (b.syncedAt ?? "").localeCompare(a.syncedAt ?? ""));
}

export async function keptHose(scope: string, id: string): Promise<KeptHose | null> {
  return (await (await db()).get("hoses", hoseKey(scope, id))) ?? null;
}

export async function keptHoseByTag(scope: string, tagId: string): Promise<KeptHose | null> {
  return (await (await db()).getFromIndex("hoses", "tag", [scope, tagKey(tagId)])) ?? null;
}

/** The kept hose an NFC tag is bound to (reading the tag without a network). */
export async function keptHoseByNfc(scope: string, serial: string): Promise<KeptHose | null> {
  const key = nfcKey(serial);
  if (!key) return null;
  return (await (await db()).getFromIndex("hoses", "nfc", [scope, key])) ?? null;
}

export async function keptHoses(scope: string): Promise<KeptHose[]> {
  return (await db()).getAllFromIndex("hoses", "scope", scope);
}

/** The names hoses refer to, by kind and id. */
export async function keptNames(scope: string): Promise<Record<KeptName["kind"], Map<string, KeptName>>> {
  const out = {
    zone: new Map(),
    configuration: new Map(),
    customer: new Map(),
    checklist: new Map(),
    customerChecklist: new Map(),
  } as Record<KeptName["kind"], Map<string, KeptName>>;
  for (const n of await (await db()).getAllFromIndex("names", "scope", scope)) out[n.kind].set(n.id, n);
  return out;
}

type WriteTx = IDBPTransaction<HoseDb, ["hoses", "names", "meta"], "readwrite">;

async function clearScope(tx: WriteTx, scope: string) {
  const range = IDBKeyRange.only(scope);
  const hoses = tx.objectStore("hoses");
  for (const key of await hoses.index("scope").getAllKeys(range)) await hoses.delete(key);
  const names = tx.objectStore("names");
  for (const key of await names.index("scope").getAllKeys(range)) await names.delete(key);
}

/** One page of GET /sync/hoses applied in one transaction, with where the copy now stands. */
async function applyPage(meta: CopyMeta, page: SyncResponse): Promise<CopyMeta> {
  const d = await db();
  const tx = d.transaction(["hoses", "names", "meta"], "readwrite");
  const scope = meta.scope;
  if (page.reset) await clearScope(tx, scope);
  const hoses = tx.objectStore("hoses");
  const names = tx.objectStore("names");
  const putName = (kind: KeptName["kind"], n: { id: string } & Record<string, unknown>) =>
    names.put({ ...n, scope, kind, key: nameKey(scope, kind, n.id) } as KeptName);
  // Requests of one transaction run in order without waiting for each answer in turn.
  await Promise.all([
    ...page.hoses.map((h) => {
      const nfc = nfcKey(h.nfcSerial);
      return hoses.put({
        ...h,
        scope,
        key: hoseKey(scope, h.id),
        tagKey: tagKey(h.tagId),
        ...(nfc ? { nfcKey: nfc } : {}),
      });
    }),
    ...page.removed.map((id) => hoses.delete(hoseKey(scope, id))),
    ...page.zones.map((z) => putName("zone", z)),
    ...page.configurations.map((c) => putName("configuration", c)),
    ...page.customers.map((c) => putName("customer", c)),
    // The inspection form's checklists come from here without a network (checklistChoiceOf).
    ...(page.checklists ?? []).map((c) => putName("checklist", c)),
    ...(page.customerChecklists ?? []).map((c) => putName("customerChecklist", { ...c, id: c.customerId })),
  ]);
  const count = await hoses.index("scope").count(IDBKeyRange.only(scope));
  const next: CopyMeta = {
    ...meta,
    cursor: page.nextCursor,
    complete: page.reset ? !page.hasMore : meta.complete || !page.hasMore,
    syncedAt: page.hasMore ? meta.syncedAt : page.syncedAt,
    count,
    sitesRequired: null,
  };
  await tx.objectStore("meta").put(next);
  await tx.done;
  return next;
}

export type SyncOutcome = "synced" | "offline" | "signedOut" | "sitesRequired" | "failed" | "busy";

/**
 * Brings the copy of `userId` acting for `org` up to date: a full copy the first time, then the
 * changes since. Pages are applied as they come, so an interrupted copy carries on next time.
 */
export async function syncHoseCopy(userId: string, org: string): Promise<SyncOutcome> {
  const scope = copyScope(userId, org);
  const run = async (): Promise<SyncOutcome> => {
    let meta: CopyMeta = (await copyMeta(userId, org)) ?? {
      scope,
      userId,
      org,
      cursor: null,
      complete: false,
      syncedAt: null,
      count: 0,
      sites: [],
      sitesRequired: null,
    };
    let restarted = false;
    for (let pages = 0; pages < 1000; pages++) {
      const q = new URLSearchParams({ limit: String(PAGE) });
      if (meta.cursor) q.set("cursor", meta.cursor);
      if (meta.sites.length) q.set("sites", meta.sites.join(","));
      const res = await apiRequest<SyncResponse>(`/sync/hoses?${q}`, { org, onSessionEnd: "report" });
      if (!res.ok) {
        if (res.offline || res.status >= 500) return "offline";
        if (res.sessionEnded) return "signedOut";
        // A cursor the server no longer reads: start a fresh copy, once.
        if (res.status === 422 && !restarted && meta.cursor) {
          restarted = true;
          meta = { ...meta, cursor: null };
          continue;
        }
        return "failed";
      }
      const page = res.data;
      if (page.sitesRequired) {
        await (await db()).put("meta", { ...meta, sitesRequired: page.sitesRequired, complete: false });
        changed();
        return "sitesRequired";
      }
      meta = await applyPage(meta, page);
      changed();
      if (!page.hasMore) return "synced";
    }
    return "failed";
  };
  if (!navigator.locks) return run();
  // A sync already running for this copy (another tab) does the work.
  return navigator.locks.request(`hose-portal:hose-sync:${scope}`, { ifAvailable: true }, (lock) =>
    lock ? run() : Promise.resolve<SyncOutcome>("busy"),
  );
}

/** Keep only these sites (an organisation too large to keep whole): the next sync starts a fresh copy. */
export async function chooseSites(userId: string, org: string, sites: string[]): Promise<void> {
  const current = await copyMeta(userId, org);
  const scope = copyScope(userId, org);
  await (
    await db()
  ).put("meta", {
    scope,
    userId,
    org,
    cursor: null,
    complete: false,
    syncedAt: null,
    count: 0,
    sitesRequired: current?.sitesRequired ?? null,
    sites,
  });
  changed();
}

/** Logout: every copy on the device goes (another user may pick the phone up next). */
export async function forgetAllHoses(): Promise<void> {
  const open = await database?.catch(() => undefined);
  open?.close();
  database = undefined;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  changed();
}

/** Whether a kept customer requires a competence of its inspectors (the offline form warns then). */
export function competenceRequiredOf(names: Record<KeptName["kind"], Map<string, KeptName>>, customerId: string) {
  const kept = names.customer.get(customerId) as (KeptName & { requireCompetence?: boolean }) | undefined;
  return kept?.requireCompetence === true;
}

/** A kept customer's checklists as the inspection form takes them (none kept: no checklist). */
export function checklistChoiceOf(
  names: Record<KeptName["kind"], Map<string, KeptName>>,
  customerId: string,
): ChecklistChoice {
  const kept = names.customerChecklist.get(customerId) as
    (KeptName & { checklistIds: string[]; chosenId: string | null; required: boolean }) | undefined;
  if (!kept) return { checklists: [], chosenId: null, required: false };
  const checklists = kept.checklistIds.flatMap((id) => {
    const c = names.checklist.get(id) as (KeptName & Checklist) | undefined;
    return c ? [{ id: c.id, name: c.name, version: c.version, criteria: c.criteria }] : [];
  });
  return { checklists, chosenId: kept.chosenId, required: kept.required };
}
