"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatText } from "@/lib/i18n/format-text";
import { forgetOfflineCopies } from "@/lib/offline/forget";

const outbox = () => import("@/lib/offline/inspection-outbox");

const LOGOUT = "/logout";

/**
 * What the dialog says, in the user's language (the `logoutGuard` catalogue namespace);
 * `unsynced` is a plural template of {count}. British English by default.
 */
export type LogoutGuardText = {
  title: string;
  unsynced: string;
  stayLoggedIn: string;
  loggingOut: string;
  logOutAnyway: string;
  close: string;
  locale?: string;
};

export const unsyncedWarning = (n: number) =>
  n === 1
    ? "1 inspection is not synced yet. It stays on this device and is sent the next time you log in here with a network."
    : `${n} inspections are not synced yet. They stay on this device and are sent the next time you log in here with a network.`;

/** Tells the service worker to drop every kept page, deletes the hoses kept offline, then leaves through /logout. */
async function leave(): Promise<void> {
  const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  registration?.active?.postMessage("forget-pages");
  await forgetOfflineCopies();
  // A full navigation: /logout is a route handler that ends the session and redirects, not a page.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(LOGOUT);
}

/**
 * The menu's Logout, on a device that may hold work recorded offline (lib/offline): the user's
 * waiting inspections are sent first when there is a network; any still not sent (no network,
 * or refused and not yet dismissed) are named before the session ends, and the user chooses to
 * stay or to log out anyway (they are kept, for this user only, and sent at their next login).
 * The pages the service worker kept, and the hoses kept offline, are dropped at logout either way.
 */
export function LogoutGuard({ userId, text }: { userId: string; text?: LogoutGuardText }) {
  const [unsynced, setUnsynced] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const link = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.(`a[href="${LOGOUT}"]`);
      if (!anchor) return;
      event.preventDefault();
      link.current = anchor as HTMLElement;
      void (async () => {
        let left = 0;
        if (typeof indexedDB !== "undefined") {
          try {
            const o = await outbox();
            if (navigator.onLine) await o.flushInspections(userId);
            left = (await o.queuedInspections(userId)).length;
          } catch {
            left = 0;
          }
        }
        if (left > 0) setUnsynced(left);
        else await leave();
      })();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [userId]);

  return (
    <Dialog
      open={unsynced > 0}
      onOpenChange={(open) => {
        if (!open) setUnsynced(0);
      }}
      title={text?.title ?? "Log out now?"}
      description={text ? formatText(text.unsynced, { count: unsynced }, text.locale) : unsyncedWarning(unsynced)}
      closeLabel={text?.close}
      returnFocusTo={link}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setUnsynced(0)}>
          {text?.stayLoggedIn ?? "Stay logged in"}
        </Button>
        <Button
          pending={leaving}
          pendingLabel={text?.loggingOut ?? "Logging out"}
          onClick={() => {
            setLeaving(true);
            void leave();
          }}
        >
          {text?.logOutAnyway ?? "Log out anyway"}
        </Button>
      </div>
    </Dialog>
  );
}
