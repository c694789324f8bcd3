"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import type { CopyMeta } from "@/lib/offline/hose-store";
import { OfflineLanguageProvider, useOfflineLanguage, type OfflineText } from "./offline-words";
import { OFFLINE_USER_KEY, UNKNOWN_TAGS_KEY, rememberRecordRight } from "@/lib/offline/shell-routes";

// IndexedDB (idb) loads after the first paint, not with every portal page.
const store = () => import("@/lib/offline/hose-store");

/** How often the copy is brought up to date while a portal page is open. */
const SYNC_EVERY_MS = 5 * 60_000;
/** The root element's attribute that says the organisation's hoses are on the device (a contract). */
const READY_ATTRIBUTE = "data-offline-ready";

/**
 * How long the page waits for the service worker's answer: the worker answers once the files
 * are fetched and kept, or fails; this only covers a worker stopped half way (then the copy is
 * not called ready, and the next sync asks again).
 */
const WORKER_ANSWER_MS = 120_000;

/**
 * Whether this page has a service worker to keep things: production builds register one
 * (components/pwa/service-worker.tsx), development builds none. On a first visit the worker is
 * still being installed when the copy is made, so its absence at that moment proves nothing.
 */
const workerExpected = () =>
  // NODE_ENV is inlined into client bundles at build time (lib/env.ts is server-only).
  // eslint-disable-next-line no-restricted-properties
  process.env.NODE_ENV === "production" && "serviceWorker" in navigator;

/** Asks the service worker to do something and waits for its answer: true when it was done. */
async function askWorker(message: unknown): Promise<boolean> {
  if (!workerExpected()) return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_ANSWER_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent) => {
        clearTimeout(timer);
        resolve(event.data === true);
      };
      if (!registration.active) return resolve(false);
      registration.active.postMessage(message, [channel.port2]);
    });
  });
}

/**
 * The service worker keeps the offline app shell (and the files it loads) once there is a copy
 * to show. True when it has, or when there is no worker (a development build keeps none).
 */
const keepShell = () => askWorker("keep-shell");

/**
 * The scanner's code and decoder, loaded once and then handed to the service worker to keep, so
 * 'Scan tag' works offline the first time it is opened there. The page may not be under the
 * worker's control yet (its first visit), so the worker is told which files to keep rather than
 * trusted to have seen them pass.
 */
async function keepScanner(): Promise<boolean> {
  try {
    await import("@/components/scan/scanner-panel");
    await (await import("@/lib/scan/detector")).keepScannerForOffline();
  } catch {
    return false;
  }
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname)
    .filter((path) => path.startsWith("/_next/static/") || path.startsWith("/scanner/"));
  return askWorker({ type: "keep-files", files: [...new Set(files)] });
}

/** Whether the shell is kept already (a page load after the first need not wait for it again). */
async function shellKept(): Promise<boolean> {
  if (!workerExpected()) return true;
  return (await caches.match("/offline-app").catch(() => undefined)) !== undefined;
}

const COPY_CHANGED = "hose-portal:copy-meta";

/** Tells this tab's status lines what the copy now is. */
function announce(meta: CopyMeta | null): void {
  window.dispatchEvent(new CustomEvent<CopyMeta | null>(COPY_CHANGED, { detail: meta }));
}

/**
 * Keeps the hoses of the organisation acted for on this device (lib/offline/hose-store.ts):
 * synced when a portal page loads, when the network comes back, when the tab is shown again and
 * every few minutes. While the copy is complete the root element carries data-offline-ready.
 * Rendered once per portal page; `org` is null in the client-admin area (nothing is kept).
 */
export function OfflineCopySync({
  userId,
  org,
  canRecord,
}: {
  userId: string;
  org: string | null;
  /** Whether the user may record inspections here (the offline shell offers the form then). */
  canRecord: boolean;
}) {
  const running = useRef(false);
  const shellReady = useRef(false);
  const refresh = useCallback(async () => {
    if (!org) return;
    const s = await store();
    const meta = await s.copyMeta(userId, org);
    if (meta?.complete && shellReady.current) document.documentElement.setAttribute(READY_ATTRIBUTE, "true");
    else document.documentElement.removeAttribute(READY_ATTRIBUTE);
    announce(meta);
    return meta;
  }, [userId, org]);

  const sync = useCallback(async () => {
    if (!org || running.current || !navigator.onLine) return;
    running.current = true;
    try {
      const outcome = await (await store()).syncHoseCopy(userId, org);
      const meta = await (await store()).copyMeta(userId, org);
      // Ready offline once the hoses and the shell that shows them are both on the device.
      if (outcome === "synced" && meta?.complete) {
        // Exactly: ready only when the worker says both are kept; else the next sync asks again.
        shellReady.current = (await keepShell()) && (await keepScanner());
      }
      await refresh();
    } finally {
      running.current = false;
    }
  }, [userId, org, refresh]);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    if (!org) {
      document.documentElement.removeAttribute(READY_ATTRIBUTE);
      return;
    }
    localStorage.setItem(OFFLINE_USER_KEY, userId);
    rememberRecordRight(userId, org, canRecord);
    let unsubscribe = () => {};
    let stopped = false;
    void shellKept()
      .then((kept) => {
        shellReady.current = kept;
        return refresh();
      })
      .then(() => sync());
    void store().then((s) => {
      if (!stopped) unsubscribe = s.onHosesChange(() => void refresh());
    });
    const online = () => void sync();
    const visible = () => {
      if (document.visibilityState === "visible") void sync();
    };
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", visible);
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", visible);
      clearInterval(timer);
    };
  }, [userId, org, canRecord, refresh, sync]);
  return null;
}

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" });

/**
 * The menu's line about the offline copy: 'Available offline' with the time of the last sync,
 * progress while the first copy is made, or the site picker when the organisation is too large
 * to keep whole. Tags scanned offline that the copy did not hold are offered here too.
 */
export function OfflineCopyStatus({
  userId,
  org,
  text,
}: {
  userId: string;
  org: string | null;
  /** The words in the page's language (the `offline` namespace); British English without. */
  text?: OfflineText;
}) {
  return (
    <OfflineLanguageProvider value={{ text }}>
      <CopyStatus userId={userId} org={org} />
    </OfflineLanguageProvider>
  );
}

function CopyStatus({ userId, org }: { userId: string; org: string | null }) {
  const { T, locale } = useOfflineLanguage();
  const [meta, setMeta] = useState<CopyMeta | null>(null);
  useEffect(() => {
    const listener = (e: Event) => setMeta((e as CustomEvent<CopyMeta | null>).detail);
    window.addEventListener(COPY_CHANGED, listener);
    if (org && typeof indexedDB !== "undefined")
      void store()
        .then((s) => s.copyMeta(userId, org))
        .then(setMeta, () => undefined);
    return () => window.removeEventListener(COPY_CHANGED, listener);
  }, [userId, org]);
  if (!org) return null;
  return (
    <div className="mx-3 border-t border-line px-3 py-3 text-sm" data-testid="offline-status">
      {meta?.complete ? (
        <p>
          <span className="flex items-center gap-2 font-semibold text-ink">
            <span aria-hidden className="h-2 w-2 rounded-full bg-success" />
            {T.available}
          </span>
          {meta.syncedAt ? (
            <span className="block text-xs text-muted">{T.lastSynced(time(meta.syncedAt, locale))}</span>
          ) : null}
        </p>
      ) : meta?.sitesRequired ? (
        <SitePicker userId={userId} org={org} meta={meta} />
      ) : (
        <p className="text-muted">{meta && meta.count > 0 ? T.saving(meta.count) : T.notYet}</p>
      )}
      <UnknownTags />
    </div>
  );
}

function SitePicker({ userId, org, meta }: { userId: string; org: string; meta: CopyMeta }) {
  const { T } = useOfflineLanguage();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>(meta.sites);
  const [errors, setErrors] = useState<string[]>([]);
  const sites = meta.sitesRequired ?? [];
  const total = sites.reduce((n, s) => n + s.hoses, 0);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={T.chooseSitesTitle}
      description={T.chooseSitesIntro(total)}
      trigger={
        <Button variant="secondary" className="w-full">
          {T.chooseSites}
        </Button>
      }
    >
      <p className="mb-2 text-sm text-muted">{T.tooMany}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (picked.length === 0) return setErrors([T.pickOne]);
          if (picked.length > 20) return setErrors([T.pickAtMost]);
          void store()
            .then((s) => s.chooseSites(userId, org, picked))
            .then(() => {
              setOpen(false);
              window.dispatchEvent(new Event("online"));
            });
        }}
        className="space-y-4"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{T.sitesHelp}</legend>
          <ul className="max-h-80 space-y-1 overflow-y-auto">
            {sites.map((s) => (
              <li key={s.id}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={picked.includes(s.id)}
                    onChange={(e) =>
                      setPicked((p) => (e.target.checked ? [...p, s.id] : p.filter((id) => id !== s.id)))
                    }
                  />
                  {T.siteLabel(s.name, s.customerName, s.hoses)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <ErrorList messages={errors} />
        <Button type="submit">{T.keepSites}</Button>
      </form>
    </Dialog>
  );
}

/** Tags scanned without a network that the copy did not hold: offered once the network is back. */
function UnknownTags() {
  const { T } = useOfflineLanguage();
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const read = () => {
      try {
        setTags(JSON.parse(localStorage.getItem(UNKNOWN_TAGS_KEY) ?? "[]") as string[]);
      } catch {
        setTags([]);
      }
    };
    read();
    window.addEventListener("online", read);
    return () => window.removeEventListener("online", read);
  }, []);
  if (tags.length === 0) return null;
  const dismiss = (tag: string) => {
    const rest = tags.filter((t) => t !== tag);
    localStorage.setItem(UNKNOWN_TAGS_KEY, JSON.stringify(rest));
    setTags(rest);
  };
  return (
    <div className="mt-3">
      <p className="font-semibold">{T.unknownTagsTitle}</p>
      <p className="text-xs text-muted">{T.unknownTagsHelp}</p>
      <ul className="mt-1 space-y-1">
        {tags.map((tag) => (
          <li key={tag} className="flex items-center justify-between gap-2">
            <a
              className="inline-flex min-h-11 items-center font-medium text-primary underline"
              href={`/t/${encodeURIComponent(tag)}`}
            >
              {T.open(tag)}
            </a>
            <Button variant="secondary" onClick={() => dismiss(tag)} aria-label={`${T.dismiss} ${tag}`}>
              {T.dismiss}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
