"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { showNotice } from "@/components/ui/notice-toast";
import { RouteDialogApiProvider } from "@/components/ui/route-dialog-api";
import { formatDate, toIsoDate, today } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import type { QueuedInspection, QueuedPhoto } from "@/lib/offline/inspection-outbox";

// The outbox (IndexedDB through idb) is read after the first paint, so it loads then rather
// than with every portal page (first-load JS).
const outbox = () => import("@/lib/offline/inspection-outbox");
// The form (and the schema it checks with) only when a refused inspection is reopened.
const InspectionForm = dynamic(() => import("@/components/hoses/inspection-form").then((m) => m.InspectionForm), {
  ssr: false,
});

/** While inspections or photos wait, how often to try again even without an 'online' event (flaky networks). */
const RETRY_MS = 20_000;

/**
 * Every text of the waiting list, in one place: the `outbox` catalogue namespace's templates
 * ({count} plurals, {title}, {time}, {reasons}), British English by default; a server parent
 * hands the page's language's templates to <OfflineInspections text>.
 */
export const OUTBOX_TEMPLATES = {
  waiting: "{count, plural, one {# inspection} other {# inspections}} waiting to sync",
  savedHere: ", saved on this device",
  synced: "{count, plural, one {# inspection} other {# inspections}} synced",
  photosWaiting: "{count, plural, one {# photo} other {# photos}} waiting to upload",
  photosUploaded: "{count, plural, one {# photo} other {# photos}} uploaded",
  syncNow: "Sync now",
  syncing: "Syncing",
  offline: "This device is offline: everything waiting will be sent when the network is back",
  uploading: "Uploading the photo of {title}",
  photoQueued: "The photo of {title} is waiting to upload",
  photoRetry: "The photo of {title} could not be uploaded yet; it will be tried again at {time}",
  photoRefused: "The photo of {title} could not be saved: {reasons}",
  refused: "The inspection of {title} recorded {time} could not be saved: {reasons}",
  correct: "Correct and resend",
  remove: "Delete",
  dismiss: "Dismiss",
  formTitle: "Record inspection",
  deleteTitle: "Delete this inspection?",
  deleteText:
    "The inspection of {title} recorded {time}, with its result, notes and photo, will be deleted from this device. This cannot be undone.",
  cancel: "Cancel",
  deleted: "The inspection was deleted",
};

export type OutboxText = typeof OUTBOX_TEMPLATES & { locale?: string };

/** The texts with their values filled in, in the templates' language. */
function outboxText(t: OutboxText) {
  const locale = t.locale ?? "en-GB";
  const fill = (template: string, values: Record<string, string | number>) => formatText(template, values, locale);
  const time = (iso: string | number) => new Date(iso).toLocaleString(locale);
  return {
    ...t,
    waiting: (n: number) => fill(t.waiting, { count: n }),
    synced: (n: number) => fill(t.synced, { count: n }),
    photosWaiting: (n: number) => fill(t.photosWaiting, { count: n }),
    photosUploaded: (n: number) => fill(t.photosUploaded, { count: n }),
    uploading: (title: string) => fill(t.uploading, { title }),
    photoQueued: (title: string) => fill(t.photoQueued, { title }),
    photoRetry: (title: string, at: number) =>
      fill(t.photoRetry, { title, time: new Date(at).toLocaleTimeString(locale) }),
    photoRefused: (title: string, reasons: string[]) => fill(t.photoRefused, { title, reasons: reasons.join(" ") }),
    refused: (item: QueuedInspection) =>
      fill(t.refused, { title: item.hoseTitle, time: time(item.recordedAt), reasons: item.refused!.join(" ") }),
    deleteText: (item: QueuedInspection) => fill(t.deleteText, { title: item.hoseTitle, time: time(item.recordedAt) }),
  };
}
type Texts = ReturnType<typeof outboxText>;

/** The British English texts, filled in. */
export const OUTBOX_TEXT = outboxText(OUTBOX_TEMPLATES);

/**
 * The portal's offline outbox: '{n} inspections waiting to sync' while inspections
 * recorded without a network are kept on this device, sent as soon as the network is back (the
 * browser's 'online' event, on load, and every 20 s while any wait), then the page reloads its
 * data once. The photos of recorded inspections upload from here in the background, each with
 * its progress, and a failed upload is tried again after a growing pause. One the server refused
 * for good (e.g. the hose was archived meanwhile) stays listed with the reason, and can be
 * reopened in the inspection form with its values to be corrected and sent again, or deleted
 * after a confirmation: nothing is dropped silently.
 */
export function OfflineInspections({ userId, text }: { userId: string; text?: OutboxText }) {
  const T = useMemo(() => (text ? outboxText(text) : OUTBOX_TEXT), [text]);
  const router = useRouter();
  const [items, setItems] = useState<QueuedInspection[]>([]);
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [syncing, setSyncing] = useState(false);
  const [offlineSaid, setOfflineSaid] = useState(false);
  const [correcting, setCorrecting] = useState<QueuedInspection | null>(null);
  const [deleting, setDeleting] = useState<QueuedInspection | null>(null);
  const pumping = useRef(false);

  const reload = useCallback(() => {
    void outbox()
      .then(async (o) => [await o.queuedInspections(userId), await o.queuedPhotos(userId)] as const)
      .then(
        ([i, p]) => {
          setItems(i);
          setPhotos(p);
        },
        () => {
          setItems([]);
          setPhotos([]);
        },
      );
  }, [userId]);

  /**
   * Uploads the photos that are due (all of them with `now`), one run at a time in this tab.
   * `quiet`: the inspections they belong to were just announced as synced, and a second notice
   * would replace that one at once.
   */
  const pumpPhotos = useCallback(
    async (now = false, quiet = false) => {
      if (pumping.current || !navigator.onLine) return;
      pumping.current = true;
      try {
        const sent = await (await outbox()).flushPhotos(userId, { now });
        if (sent > 0) {
          if (!quiet) showNotice(T.photosUploaded(sent));
          router.refresh();
        }
      } finally {
        pumping.current = false;
      }
    },
    [router, userId, T],
  );

  const sync = useCallback(
    async (now = false) => {
      if (!navigator.onLine) {
        // Said only when the user asked: the automatic tries stay quiet.
        if (now) setOfflineSaid(true);
        return;
      }
      setOfflineSaid(false);
      setSyncing(true);
      let sent = 0;
      try {
        sent = await (await outbox()).flushInspections(userId);
        if (sent > 0) {
          showNotice(T.synced(sent));
          router.refresh();
        }
      } finally {
        setSyncing(false);
      }
      await pumpPhotos(now, sent > 0);
    },
    [router, userId, pumpPhotos, T],
  );

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    reload();
    const first = setTimeout(() => void sync(), 0); // what an earlier visit left waiting
    let stopped = false;
    let unsubscribe = () => {};
    let unsubscribeProgress = () => {};
    void outbox().then((o) => {
      if (stopped) return;
      unsubscribe = o.onOutboxChange(reload);
      unsubscribeProgress = o.onPhotoProgress(({ key, percent }) =>
        setProgress((p) => {
          const next = { ...p, [key]: percent };
          // Below 0: that upload failed, and the line says when it is tried again instead.
          if (percent < 0) delete next[key];
          return next;
        }),
      );
    });
    const online = () => void sync();
    const offline = () => setProgress({});
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      stopped = true;
      clearTimeout(first);
      unsubscribe();
      unsubscribeProgress();
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [reload, sync]);

  const waiting = items.filter((i) => !i.refused);
  const refused = items.filter((i) => i.refused);
  const photosWaiting = photos.filter((p) => !p.refused);
  const photosRefused = photos.filter((p) => p.refused);

  useEffect(() => {
    if (waiting.length === 0 && photosWaiting.length === 0) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting.length, photosWaiting.length, sync]);

  // A photo is uploaded as soon as it is queued (the form closed on its inspection), and again
  // when its pause after a failure is over.
  const nextPhotoAt = photosWaiting.length ? Math.min(...photosWaiting.map((p) => p.nextAttemptAt)) : null;
  useEffect(() => {
    if (nextPhotoAt === null) return;
    const timer = setTimeout(() => void pumpPhotos(), Math.max(0, nextPhotoAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextPhotoAt, pumpPhotos]);

  useEffect(() => {
    if (!offlineSaid) return;
    const back = () => setOfflineSaid(false);
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [offlineSaid]);

  const dialogApi = useMemo(
    () => ({
      close: () => setCorrecting(null),
      done: (message?: string) => {
        showNotice(message);
        setCorrecting(null);
        router.refresh();
      },
    }),
    [router],
  );

  if (items.length === 0 && photos.length === 0) return null;
  return (
    <div className="mb-6 space-y-2">
      {waiting.length || photosWaiting.length ? (
        <div
          role="status"
          className="space-y-3 rounded-lg border border-warning/50 bg-amber-50 px-4 py-3 text-sm text-ink"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {waiting.length ? (
                <>
                  <strong>{T.waiting(waiting.length)}</strong>
                  {T.savedHere}
                  {photosWaiting.length ? ". " : null}
                </>
              ) : null}
              {photosWaiting.length ? <strong>{T.photosWaiting(photosWaiting.length)}</strong> : null}
            </span>
            <Button variant="secondary" pending={syncing} pendingLabel={T.syncing} onClick={() => void sync(true)}>
              {T.syncNow}
            </Button>
          </div>
          {offlineSaid ? <p className="font-medium">{T.offline}</p> : null}
          {photosWaiting.length ? (
            <ul className="space-y-2" aria-label="Photos waiting to upload">
              {photosWaiting.map((photo) => (
                <PhotoLine key={photo.key} photo={photo} percent={progress[photo.key]} T={T} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {refused.map((item) => (
        <div
          key={item.seq}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-error/40 bg-red-50 px-4 py-3 text-sm text-error"
        >
          <span>{T.refused(item)}</span>
          <span className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setCorrecting(item)}>
              {T.correct}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(item)}>
              {T.remove}
            </Button>
          </span>
        </div>
      ))}
      {photosRefused.map((photo) => (
        <div
          key={photo.key}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-error/40 bg-red-50 px-4 py-3 text-sm text-error"
        >
          <span>{T.photoRefused(photo.hoseTitle, photo.refused!)}</span>
          <Button variant="secondary" onClick={() => void outbox().then((o) => o.dismissPhoto(photo.key))}>
            {T.dismiss}
          </Button>
        </div>
      ))}
      <Dialog
        open={correcting !== null}
        onOpenChange={(open) => (open ? undefined : setCorrecting(null))}
        title={T.formTitle}
        description={correcting?.hoseTitle}
      >
        {correcting ? (
          <RouteDialogApiProvider value={dialogApi}>
            <InspectionForm
              userId={userId}
              org={correcting.org}
              hoseId={correcting.body.hoseId}
              hoseTitle={correcting.hoseTitle}
              today={formatDate(toIsoDate(today()))}
              resend={correcting}
            />
          </RouteDialogApiProvider>
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={T.deleteTitle}
        description={deleting ? T.deleteText(deleting) : undefined}
      >
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {T.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const item = deleting;
              setDeleting(null);
              if (item?.seq !== undefined)
                void outbox()
                  .then((o) => o.dismissInspection(item.seq!))
                  .then(() => showNotice(T.deleted));
            }}
          >
            {T.remove}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** One waiting photo: its upload's progress while it goes, else when it will be tried. */
function PhotoLine({ photo, percent, T }: { photo: QueuedPhoto; percent: number | undefined; T: Texts }) {
  const label = T.uploading(photo.hoseTitle);
  if (percent !== undefined) {
    return (
      <li className="space-y-1">
        <span className="flex justify-between gap-3">
          <span>{label}</span>
          <span aria-hidden>{percent}%</span>
        </span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-line"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </li>
    );
  }
  return (
    <li>{photo.attempts > 0 ? T.photoRetry(photo.hoseTitle, photo.nextAttemptAt) : T.photoQueued(photo.hoseTitle)}</li>
  );
}
