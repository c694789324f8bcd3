"use client";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { buttonClasses, type Variant } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import type { NoticeAction } from "@/components/ui/notice-toast";
import { SCAN_TEXT, scanWords, type ScanText } from "./scan-text";

// The camera view and its decoder load when the scanner is first opened, not with every page;
// so does the NFC reader with what it looks tags up in (the device's hose store, the API client).
const ScannerPanel = lazy(() => import("./scanner-panel"));
const NfcRead = lazy(() => import("./nfc-read").then((m) => ({ default: m.NfcRead })));

const SCAN_REQUEST_EVENT = "hp:scan";

/** Opens the scanner of the page frame (the 'Scan tag' button in view), from anywhere. */
export function requestScan(): void {
  window.dispatchEvent(new Event(SCAN_REQUEST_EVENT));
}

/** 'Scan next' on the notice that an inspection was recorded: the next hose, without a search. */
export const SCAN_NEXT_ACTION: NoticeAction = { label: SCAN_TEXT.scanNext, onSelect: requestScan };

/** SCAN_NEXT_ACTION with its label in the page's language. */
export const scanNextAction = (label: string | undefined): NoticeAction =>
  label ? { label, onSelect: requestScan } : SCAN_NEXT_ACTION;

/**
 * 'Scan tag': opens the rear camera and reads a hose tag's QR code, then opens that hose through
 * its `/t/{tagId}` link (which sends a signed-in user to the hose page in the right organisation).
 */
export function ScanTagButton({
  className = "",
  label,
  variant = "primary",
  answersRequests = false,
  text,
}: {
  className?: string;
  /** The button's text ('Scan next' on a hose page). */
  label?: string;
  variant?: Variant;
  /**
   * Opens on requestScan() while the button is shown: the page frame's buttons (one in the side
   * menu, one in the phone's bottom bar, only one of them displayed at a time).
   */
  answersRequests?: boolean;
  /** The scanner's words in the page's language (scan-words.ts); British English without. */
  text?: ScanText;
}) {
  const T = scanWords(text);
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const marker = useId();
  /** Opens a hose's page, or a tag's `/t/{tagId}` link (which sends a signed-in user to its hose). */
  const openPage = (href: string) => {
    setOpen(false);
    // Without a network a full navigation reaches the offline app shell, which opens the
    // hose from the copy kept on the device (a client-side one would only fail first).
    if (navigator.onLine) router.push(href);
    else window.location.assign(href);
  };
  useEffect(() => {
    if (!answersRequests) return;
    const onRequest = () => {
      const button = document.querySelector<HTMLElement>(`[data-scan-button="${CSS.escape(marker)}"]`);
      if (button && button.offsetParent !== null) setOpen(true);
    };
    window.addEventListener(SCAN_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(SCAN_REQUEST_EVENT, onRequest);
  }, [answersRequests, marker]);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={T.scan.scanTag}
      description={T.camera.pointCamera}
      trigger={
        <button type="button" className={buttonClasses(variant, className)} data-scan-button={marker}>
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
          {label ?? T.scan.scanTag}
        </button>
      }
    >
      {/* One fallback for both: the NFC button appears with the camera view, not before it. */}
      <Suspense fallback={<p className="py-8 text-center text-sm text-muted">{T.camera.starting}</p>}>
        {/* Shown only where the browser has Web NFC (Android Chrome). */}
        <NfcRead onOpen={openPage} text={T.nfc} />
        <ScannerPanel onTag={(tagId) => openPage(`/t/${encodeURIComponent(tagId)}`)} text={T.camera} />
      </Suspense>
    </Dialog>
  );
}
