"use client";
import { lazy, Suspense, useState } from "react";
import { useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";

// The camera view and its decoder load when the scanner is first opened, not with every page.
const ScannerPanel = lazy(() => import("./scanner-panel"));

/**
 * 'Scan tag': opens the rear camera and reads a hose tag's QR code, then opens that hose through
 * its `/t/{tagId}` link (which sends a signed-in user to the hose page in the right organisation).
 */
export function ScanTagButton({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Scan tag"
      description="Point the camera at the QR code on the hose's tag."
      trigger={
        <button type="button" className={buttonClasses("primary", className)}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 7V4h3M21 7V4h-3M3 17v3h3M21 17v3h-3M7 12h10" />
          </svg>
          Scan tag
        </button>
      }
    >
      <Suspense fallback={<p className="py-8 text-center text-sm text-muted">Starting the camera…</p>}>
        <ScannerPanel
          onTag={(tagId) => {
            setOpen(false);
            const href = `/t/${encodeURIComponent(tagId)}`;
            // Without a network a full navigation reaches the offline app shell, which opens the
            // hose from the copy kept on the device (a client-side one would only fail first).
            if (navigator.onLine) router.push(href);
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            else window.location.assign(href);
          }}
        />
      </Suspense>
    </Dialog>
  );
}
