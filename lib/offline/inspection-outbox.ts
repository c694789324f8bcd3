import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { apiRequest, apiUpload, endSession, type ApiResult } from "@/lib/browser/api";

/**
 * Inspections recorded without a network, kept on the device (IndexedDB) until they can be sent
 * Browser-only. Each carries the Idempotency-Key it is sent with, chosen
 * when it was recorded, so however often a send is retried (a flaky network, two tabs flushing at
 * once) the server records it exactly once (POST /api/v1/hoseMeta, lib/http/idempotency.ts), and
 * its photo too (POST /api/v1/uploads, with a key derived from it).
 * They are sent in the order they were recorded, one at a time, under a Web Lock shared by every
 * tab of the portal, and only by the session of the user who recorded them.
 *
 * Photos travel apart from their inspection: once the inspection is recorded (the server
 * answered its id) its photo moves to the photo queue and is uploaded in the background with
 * its progress told to every listener (onPhotoProgress), so neither the form nor the inspections
 * behind it wait for a large file on a slow uplink. A failed upload leaves the inspection
 * recorded and the photo queued, tried again later, each time after a longer pause (photoBackoffMs).
 */

export type InspectionBody = {
  hoseId: string;
  inspectionResult: string;
  inspectionDate: string;
  notes: string;
  /** The type, reason and checklist answers (POST /hoseMeta); absent in inspections kept before them. */
  inspectionType?: string;
  extraordinaryReason?: string;
  extraordinaryReasonText?: string;
  checklistId?: string;
  checklistResults?: { criterionId: string; result: "pass" | "fail" | "na"; note?: string }[];
  /** A signature drawn on the screen (PNG data URL), kept with the inspection on the device. */
  signatureImage?: string;
  /** A password confirmation: sent at once, never kept on the device (see withoutPassword). */
  signaturePassword?: string;
};

/** The inspection as kept on the device: a password never is (it is re-asked if the send fails). */
export function withoutPassword<T extends { body: InspectionBody }>(item: T): T {
  const { signaturePassword: _, ...body } = item.body;
  return { ...item, body };
}

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
  /** Photos of checklist answers, one per criterion at most: sent after it like `photo`, each attached to its answer. */
  answerPhotos?: { criterionId: string; filename: string; base64Data: string }[];
  recordedAt: string;
  /** The server refused it for good: its messages, kept until the user dismisses them. */
  refused?: string[];
  /** The same messages by field (inspectionDate, notes, global...), shown where they belong when it is corrected. */
  refusedErrors?: Record<string, string[]>;
};

/** A photo of a recorded inspection, waiting to be uploaded (keyed by its Idempotency-Key). */
export type QueuedPhoto = {
  /** The Idempotency-Key of every upload of this photo (photoKey of its inspection). */
  key: string;
  userId: string;
  org: string;
  hoseId: string;
  /** The inspection it belongs to, as the server recorded it. */
  hoseMetaId: string;
  /** A photo of one checklist answer: the criterion it shows (absent for the inspection's own photo). */
  criterionId?: string;
  hoseTitle: string;
  filename: string;
  base64Data: string;
  queuedAt: string;
  /** Failed uploads so far (no network, or the server could not take it then). */
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number;
  /** The server refused it for good: its messages, kept until the user dismisses them. */
  refused?: string[];
};

interface OutboxDb extends DBSchema {
  inspections: { key: number; value: QueuedInspection };
  photos: { key: string; value: QueuedPhoto };
}

const CHANGED = "hose-portal:outbox-changed";
let database: Promise<IDBPDatabase<OutboxDb>> | undefined;
/**
 * This tab's sender: every other channel of the name hears it, the listeners of this tab
 * (onOutboxChange) as well as the other tabs' (only the sending object itself does not).
 */
let broadcast: BroadcastChannel | undefined;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>("hose-portal-offline", 2, {
    upgrade(upgrade, oldVersion) {
      if (oldVersion < 1) upgrade.createObjectStore("inspections", { keyPath: "seq", autoIncrement: true });
      if (oldVersion < 2) upgrade.createObjectStore("photos", { keyPath: "key" });
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

/** Drops the kept inspection sent with Idempotency-Key `key`, if one is still kept. */
export async function dismissInspectionByKey(key: string): Promise<void> {
  const kept = (await (await db()).getAll("inspections")).find((i) => i.key === key);
  if (kept?.seq !== undefined) await dismissInspection(kept.seq);
}

/**
 * Replaces a kept inspection by another (a refused one corrected by the user, with a key of its
 * own since its body changed), in one transaction: never both, never neither.
 */
export async function replaceInspection(seq: number, item: QueuedInspection): Promise<void> {
  const tx = (await db()).transaction("inspections", "readwrite");
  await Promise.all([tx.store.delete(seq), tx.store.add(item), tx.done]);
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
 * must act. "refused": the server will never take it as it is. "sent": it is recorded, and its
 * photo, if any, is in the photo queue (attached to the inspection the server answered; a retry
 * of the inspection with its key answers the same id), to be uploaded by flushPhotos.
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
  if (item.photo) await queuePhoto(item, sent.data.id, photoKey(item), item.photo);
  for (const p of item.answerPhotos ?? []) await queuePhoto(item, sent.data.id, answerPhotoKey(item, p.criterionId), p);
  return { kind: "sent", message: sent.message };
}

/** The Idempotency-Key of every send of an inspection's photo: derived from the inspection's. */
export const photoKey = (item: Pick<QueuedInspection, "key">) => `${item.key}:photo`;

/** The Idempotency-Key of every send of the photo of one checklist answer. */
export const answerPhotoKey = (item: Pick<QueuedInspection, "key">, criterionId: string) =>
  `${item.key}:photo:${criterionId}`;

/**
 * A photo of the inspection (or of one of its answers, with `criterionId`) into the photo queue,
 * attached to the recorded inspection `hoseMetaId`. Keyed by its Idempotency-Key, so queueing it
 * twice (a send retried after its answer was lost) keeps one.
 */
async function queuePhoto(
  item: QueuedInspection,
  hoseMetaId: string,
  key: string,
  photo: { filename: string; base64Data: string; criterionId?: string },
): Promise<void> {
  const store = (await db()).transaction("photos", "readwrite").store;
  if (await store.get(key)) return;
  await store.put({
    key,
    userId: item.userId,
    org: item.org,
    hoseId: item.body.hoseId,
    hoseMetaId,
    ...(photo.criterionId ? { criterionId: photo.criterionId } : {}),
    hoseTitle: item.hoseTitle,
    filename: photo.filename,
    base64Data: photo.base64Data,
    queuedAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
  });
  changed();
}

/** The photos `userId`'s inspections wait to upload, oldest first. */
export async function queuedPhotos(userId: string): Promise<QueuedPhoto[]> {
  return (await (await db()).getAll("photos"))
    .filter((p) => p.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function dismissPhoto(key: string): Promise<void> {
  await (await db()).delete("photos", key);
  changed();
}

/**
 * How long a photo waits after its `attempts`-th failed upload: 5 s, doubling each time, at most
 * 5 minutes. A photo is never given up for want of a network: only the server refuses it.
 */
export function photoBackoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

const PROGRESS = "hose-portal:photo-progress";
let progressChannel: BroadcastChannel | undefined;
/** `percent` 0-100 while the upload goes; -1 when it failed (it waits for its next try). */
export type PhotoProgress = { key: string; percent: number };

/** Calls `listener` with the progress (0-100) of the photo being uploaded, in any tab. */
export function onPhotoProgress(listener: (progress: PhotoProgress) => void): () => void {
  const channel = new BroadcastChannel(PROGRESS);
  channel.onmessage = (event: MessageEvent<PhotoProgress>) => listener(event.data);
  return () => channel.close();
}

/**
 * Uploads the waiting photos of `userId`, oldest first, one at a time across the portal's tabs.
 * A photo in its pause after a failure waits unless `now` (the user's 'Sync now'). Answers how
 * many were uploaded now.
 */
export async function flushPhotos(userId: string, { now = false }: { now?: boolean } = {}): Promise<number> {
  const run = async () => {
    let sent = 0;
    const tried = new Set<string>();
    for (;;) {
      // Read anew each time: a photo queued meanwhile goes in this run, and one another tab
      // uploaded while this one waited for the lock is gone.
      const photo = (await queuedPhotos(userId)).find(
        (p) => !p.refused && !tried.has(p.key) && (now || p.nextAttemptAt <= Date.now()),
      );
      if (!photo) break;
      tried.add(photo.key);
      progressChannel ??= new BroadcastChannel(PROGRESS);
      const tell = (percent: number) => progressChannel!.postMessage({ key: photo.key, percent });
      tell(0);
      const upload = await apiUpload("/uploads", {
        org: photo.org,
        body: {
          base64Data: photo.base64Data,
          filename: photo.filename,
          uploadType: 1,
          hoseId: photo.hoseId,
          hoseMetaId: photo.hoseMetaId,
          ...(photo.criterionId ? { criterionId: photo.criterionId } : {}),
        },
        idempotencyKey: photo.key,
        fallback: "The photo was refused",
        onSessionEnd: "report",
        onProgress: tell,
      });
      if (upload.ok) {
        await (await db()).delete("photos", photo.key);
        sent++;
      } else {
        tell(-1);
        const outcome = refusedOrRetry(upload);
        const attempts = photo.attempts + 1;
        await (
          await db()
        ).put(
          "photos",
          outcome.kind === "refused"
            ? { ...photo, refused: Object.values(outcome.errors).flat() }
            : { ...photo, attempts, nextAttemptAt: Date.now() + photoBackoffMs(attempts) },
        );
        changed();
        // No network (or no session): the next photos would fail the same way.
        if (outcome.kind !== "refused") break;
        continue;
      }
      changed();
    }
    return sent;
  };
  return navigator.locks ? navigator.locks.request("hose-portal:photos", run) : run();
}

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
 * Answers how many were sent now. Their photos are queued for flushPhotos.
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
        await (
          await db()
        ).put("inspections", {
          ...item,
          refused: Object.values(outcome.errors).flat(),
          refusedErrors: outcome.errors,
        });
      }
      changed();
    }
    return sent;
  };
  // One flush at a time across the portal's tabs (each send is idempotent anyway).
  return navigator.locks ? navigator.locks.request("hose-portal:outbox", run) : run();
}
