"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { showNotice } from "@/components/ui/notice-toast";
import type { QueuedInspection } from "@/lib/offline/inspection-outbox";

// The outbox (IndexedDB through idb) is read after the first paint, so it loads then rather
// than with every portal page (issue 12, first-load JS).
const outbox = () => import("@/lib/offline/inspection-outbox");

/** While inspections wait, how often to try again even without an 'online' event (flaky networks). */
const RETRY_MS = 20_000;

const plural = (n: number) => `${n} ${n === 1 ? "inspection" : "inspections"}`;

/**
 * The portal's offline outbox (issue 15): '{n} inspections waiting to sync' while inspections
 * recorded without a network are kept on this device, sent as soon as the network is back (the
 * browser's 'online' event, on load, and every 20 s while any wait), then the page reloads its
 * data once. One the server refused for good (e.g. the hose was archived meanwhile) stays listed
 * with the reason until dismissed, so nothing is dropped silently.
 */
export function OfflineInspections({ userId }: { userId: string }) {
  const router = useRouter();
  const [items, setItems] = useState<QueuedInspection[]>([]);
  const [syncing, setSyncing] = useState(false);

  const reload = useCallback(() => {
    void outbox()
      .then((o) => o.queuedInspections(userId))
      .then(setItems, () => setItems([]));
  }, [userId]);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      const sent = await (await outbox()).flushInspections(userId);
      if (sent > 0) {
        showNotice(`${plural(sent)} synced`);
        router.refresh();
      }
    } finally {
      setSyncing(false);
    }
  }, [router, userId]);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    reload();
    const first = setTimeout(() => void sync(), 0); // what an earlier visit left waiting
    let stopped = false;
    let unsubscribe = () => {};
    void outbox().then((o) => {
      if (!stopped) unsubscribe = o.onOutboxChange(reload);
    });
    const online = () => void sync();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearTimeout(first);
      unsubscribe();
      window.removeEventListener("online", online);
    };
  }, [reload, sync]);

  const waiting = items.filter((i) => !i.refused);
  const refused = items.filter((i) => i.refused);

  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting.length, sync]);

  if (items.length === 0) return null;
  return (
    <div className="mb-6 space-y-2">
      {waiting.length ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-amber-50 px-4 py-3 text-sm text-ink"
        >
          <span>
            <strong>{plural(waiting.length)} waiting to sync</strong>, saved on this device
          </span>
          <Button variant="secondary" pending={syncing} pendingLabel="Syncing" onClick={() => void sync()}>
            Sync now
          </Button>
        </div>
      ) : null}
      {refused.map((item) => (
        <div
          key={item.seq}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-error/40 bg-red-50 px-4 py-3 text-sm text-error"
        >
          <span>
            The inspection of {item.hoseTitle} recorded {new Date(item.recordedAt).toLocaleString("en-GB")} could not be
            saved: {item.refused!.join(" ")}
          </span>
          <Button variant="secondary" onClick={() => void outbox().then((o) => o.dismissInspection(item.seq!))}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
