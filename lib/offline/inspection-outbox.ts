import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { apiRequest, endSession, type ApiResult } from "@/lib/browser/api";

/**
 * Inspections recorded without a network, kept on the device (IndexedDB) until they can be sent
 * (issue 15 "Offline"). Browser-only. Each carries the Idempotency-Key it is sent with, chosen
 * when it was recorded, so however often a send is retried (a flaky network, two tabs flushing at
 * once) the server records it exactly once (POST /api/v1/hoseMeta, lib/http/idempotency.ts), and
 * its photo too (POST /api/v1/uploads, with a key derived from it).
 * They are sent in the order they were recorded, one at a time, under a Web Lock shared by every
 * tab of the portal, and only by the session of the user who recorded them.
 */

export type InspectionBody = { hoseId: string; inspectionResult: string; inspectionDate: string; notes: string };

export type QueuedInspection = {
  /** Order of recording (IndexedDB key). */
  seq?: number;
  /** The Idempotency-Key of every send of this inspection. */
  key: string;
  /** Who recorded it: only their session sends it (a shared phone, another user logged in, keeps it). */
  userId: string;
  /** The organisation the user acted for (X-Organisation-Id). */
  org: string;
  /** Shown in the waiting list: "HX-1001 Main boom". */
  hoseTitle: string;
  body: InspectionBody;
  /** A photo taken with the inspection: sent after it, attached to it (POST /api/v1/uploads). */
  photo?: { filename: string; base64Data: string };
  recordedAt: string;
  /** The server refused it for good: its messages, kept until the user dismisses them. */
  refused?: string[];
};

interface OutboxDb extends DBSchema {
  inspections: { key: number; value: QueuedInspection };
}

const CHANGED = "hose-portal:outbox-changed";
let database: Promise<IDBPDatabase<OutboxDb>> | undefined;
/**
 * This tab's sender: every other channel of the name hears it, the listeners of this tab
 * (onOutboxChange) as well as the other tabs' (only the sending object itself does not).
 */
let broadcast: BroadcastChannel | undefined;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>("hose-portal-offline", 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore("inspections", { keyPath: "seq", autoIncrement: true });
    },
  });
  return database;
}

/** Tells this tab and the others that the outbox changed. */
function changed(): void {
  broadcast ??= new BroadcastChannel(CHANGED);
  broadcast.postMessage("changed");
}

/** Calls `listener` whenever the outbox changes, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANGED);
  channel.onmessage = listener;
  return () => channel.close();
}

export async function queueInspection(item: QueuedInspection): Promise<void> {
  await (await db()).add("inspections", item);
  changed();
}

/** What `userId` recorded and is kept, in the order recorded. */
export async function queuedInspections(userId: string): Promise<QueuedInspection[]> {
  return (await (await db()).getAll("inspections")).filter((i) => i.userId === userId);
}

export async function dismissInspection(seq: number): Promise<void> {
  await (await db()).delete("inspections", seq);
  changed();
}

export type SendOutcome =
  | { kind: "sent"; message: string | null }
  | { kind: "refused"; errors: Record<string, string[]> }
  | { kind: "retry" }
  | { kind: "signedOut" };

/**
 * One send of POST /api/v1/hoseMeta with the inspection's Idempotency-Key. "retry": no answer
 * (no network), or one that says try again later (5xx, 503 while the database restarts, 408,
 * 429). "signedOut": 401, the session has ended: the inspection waits on the device and the
 * caller sends the user to login (endSession) once it is kept. It is not "no network": the user
 * must act. "refused": the server will never take it as it is.
 */
export async function sendInspection(item: QueuedInspection): Promise<SendOutcome> {
  const sent = await apiRequest<{ id: string }>("/hoseMeta", {
    org: item.org,
    method: "POST",
    body: item.body,
    idempotencyKey: item.key,
    fallback: "The inspection was refused",
    onSessionEnd: "report",
  });
  if (!sent.ok) return refusedOrRetry(sent);
  const message = sent.message;
  if (!item.photo) return { kind: "sent", message };
  // The photo, attached to the inspection the server answered (a retry of the inspection with
  // its key answers the same id, so a photo that failed is sent again to the same inspection).
  // It has its own stable key too: a photo stored whose answer was lost is not stored twice.
  const upload = await apiRequest("/uploads", {
    org: item.org,
    method: "POST",
    body: { ...item.photo, uploadType: 1, hoseId: item.body.hoseId, hoseMetaId: sent.data.id },
    idempotencyKey: photoKey(item),
    fallback: "The photo was refused",
    onSessionEnd: "report",
  });
  if (upload.ok) return { kind: "sent", message };
  const photo = refusedOrRetry(upload);
  if (photo.kind !== "refused") return photo;
  // The inspection is recorded: say what became of the photo rather than refuse it all.
  return {
    kind: "sent",
    message: `${message ?? "Inspection recorded"}. The photo could not be saved: ${Object.values(photo.errors).flat().join(" ")}`,
  };
}

/** The Idempotency-Key of every send of an inspection's photo: derived from the inspection's. */
export const photoKey = (item: Pick<QueuedInspection, "key">) => `${item.key}:photo`;

function refusedOrRetry(
  res: Extract<ApiResult<unknown>, { ok: false }>,
): Extract<SendOutcome, { kind: "refused" | "retry" | "signedOut" }> {
  if (res.sessionEnded) return { kind: "signedOut" };
  if (res.offline || res.status >= 500 || [408, 429].includes(res.status)) return { kind: "retry" };
  return { kind: "refused", errors: res.errors };
}

/**
 * Sends what is waiting, oldest first, and stops at the first that must wait (the network is
 * still down): later ones are not sent before it. Refused ones keep their messages for the user.
 * Answers how many were sent now.
 */
export async function flushInspections(userId: string): Promise<number> {
  const run = async () => {
    let sent = 0;
    for (const item of await queuedInspections(userId)) {
      if (item.refused) continue;
      const outcome = await sendInspection(item);
      if (outcome.kind === "retry") break;
      if (outcome.kind === "signedOut") {
        // It stays waiting (nothing was written); after login the page sends it.
        endSession();
        break;
      }
      if (outcome.kind === "sent") {
        await (await db()).delete("inspections", item.seq!);
        sent++;
      } else {
        await (await db()).put("inspections", { ...item, refused: Object.values(outcome.errors).flat() });
      }
      changed();
    }
    return sent;
  };
  // One flush at a time across the portal's tabs (each send is idempotent anyway).
  return navigator.locks ? navigator.locks.request("hose-portal:outbox", run) : run();
}
