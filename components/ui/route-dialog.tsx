"use client";
import * as RadixDialog from "@radix-ui/react-dialog";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { showNotice } from "./notice-toast";
import { refreshAfterLeaving } from "./refresh-on-return";
import { RouteDialogApiProvider, type RouteDialogApi } from "./route-dialog-api";

export { RefreshOnReturn } from "./refresh-on-return";

/**
 * Dialog routes (SPEC §2.1, docs/CONTRACTS.md "dialogs"): a full-screen right-hand dialog over the
 * list page, with its own URL.
 *
 * - `mode="intercepted"`: opened by a link inside the portal, rendered in the `@modal` slot of
 *   app/portal/[org] (an intercepting route) while the list stays underneath. Closing goes back
 *   in history.
 * - `mode="page"`: the same URL visited directly (shared link, reload): the route's own page
 *   renders the list and this dialog over it. There is no history entry of ours to go back to,
 *   so closing replaces the URL with `listHref`.
 *
 * Focus is trapped inside (Radix), Escape and the overlay close it, and focus returns to the
 * element that opened it. Forms inside call `useRouteDialog().done(message)` (./route-dialog-api)
 * after a successful save: the message is shown for three seconds, the dialog closes and the list
 * reloads.
 */

const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

export type RouteDialogMode = "intercepted" | "page";

export function RouteDialog({
  title,
  description,
  mode,
  listHref,
  children,
  closeLabel = "Close",
}: {
  title: string;
  description?: React.ReactNode;
  mode: RouteDialogMode;
  /** The list under the dialog: where a directly visited dialog goes when closed. */
  listHref: string;
  children: React.ReactNode;
  /** The close button's name (×), in the page's language. */
  closeLabel?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(true);
  // Who opened it (a link or a row menu's button), to give focus back. Read once, on the
  // client render that mounts the dialog; a server-rendered (direct) visit has no opener.
  const [opener] = useState<HTMLElement | null>(() =>
    typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  const leave = useCallback(
    (changed: boolean) => {
      setOpen(false);
      if (mode === "intercepted") {
        if (changed) refreshAfterLeaving(pathname);
        router.back();
      } else {
        router.replace(listHref, { scroll: false });
      }
    },
    [mode, pathname, router, listHref],
  );

  const api = useMemo<RouteDialogApi>(
    () => ({
      close: () => leave(false),
      done: (message, action) => {
        showNotice(message, action);
        leave(true);
      },
    }),
    [leave],
  );

  return (
    <RouteDialogApiProvider value={api}>
      <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : leave(false))}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <RadixDialog.Content
            data-testid="route-dialog"
            className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface shadow-2xl focus:outline-none sm:max-w-xl lg:max-w-2xl"
            onOpenAutoFocus={(event) => {
              // Start on the first field of a form; otherwise Radix focuses the first control.
              const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(FIRST_FIELD);
              if (field) {
                event.preventDefault();
                field.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener?.isConnected) opener.focus();
            }}
            // Radix wires aria-describedby to the Description; without one, say there is none.
            {...(description ? {} : { "aria-describedby": undefined })}
          >
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
              <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Close
                className="-mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-md text-muted hover:bg-canvas hover:text-ink"
                aria-label={closeLabel}
              >
                <span aria-hidden className="text-2xl leading-none">
                  ×
                </span>
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">
              {description ? (
                <RadixDialog.Description className="mb-4 text-sm text-muted">{description}</RadixDialog.Description>
              ) : null}
              {children}
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </RouteDialogApiProvider>
  );
}
