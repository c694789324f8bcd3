import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * What the scanner's buttons say, in one place. A plain module, not the client component's:
 * server components (the hose page's action bar) read these values too.
 */
export const SCAN_TEXT = { scanTag: "Scan tag", scanNext: "Scan next" };

/** What the NFC buttons and their status lines say (the scanner and the hose page), in one place. */
export const NFC_TEXT = {
  read: "Read NFC tag",
  bind: "Bind NFC tag",
  remove: "Remove NFC tag",
  cancel: "Cancel",
  bound: (serial: string) => `NFC tag ${serial}`,
  holdToRead: "Hold the NFC tag to the back of the phone…",
  unreadable: "That NFC tag could not be read, or names no hose tag. Hold it still against the back of the phone.",
  refused: "NFC access was refused. Allow NFC for this site in the browser's settings.",
  unavailable: "NFC could not be used. Check that NFC is switched on in the phone's settings.",
  looking: "Finding the hose…",
  notKept: "No hose kept on this device is bound to this NFC tag. Try again with a network.",
  notBound: "No hose is bound to this NFC tag",
};

/** The camera view's words (scanner-panel.tsx). */
export const CAMERA_TEXT = {
  starting: "Starting the camera…",
  scanning: "Looking for a tag's QR code…",
  "no-camera": "No camera could be used on this device. Type the tag id instead.",
  refused: "Camera access was refused. Allow the camera for this site in the browser's settings, or type the tag id.",
  "not-a-tag": "That code is not a hose tag. Point the camera at the QR code on the hose's tag.",
  typeTag: "Or type the tag id",
  typeTagError: "Enter the tag id printed on the tag, for example DH100010",
  open: "Open",
  pointCamera: "Point the camera at the QR code on the hose's tag.",
};

/** The scanner's and NFC buttons' words in the page's language (the `scan` namespace, scan-words.ts). */
export type ScanText = Record<keyof typeof enGB.scan, string>;

export type ScanWords = { scan: typeof SCAN_TEXT; nfc: typeof NFC_TEXT; camera: typeof CAMERA_TEXT };

/** The words from the catalogue's texts when the page gives them, else British English. */
export function scanWords(text: ScanText | undefined): ScanWords {
  if (!text) return { scan: SCAN_TEXT, nfc: NFC_TEXT, camera: CAMERA_TEXT };
  return {
    scan: { scanTag: text.scanTag, scanNext: text.scanNext },
    nfc: {
      read: text.nfcRead,
      bind: text.nfcBind,
      remove: text.nfcRemove,
      cancel: text.cancel,
      bound: (serial: string) => formatText(text.nfcBound, { serial }),
      holdToRead: text.holdToRead,
      unreadable: text.nfcUnreadable,
      refused: text.nfcRefused,
      unavailable: text.nfcUnavailable,
      looking: text.looking,
      notKept: text.nfcNotKept,
      notBound: text.nfcNotBound,
    },
    camera: {
      starting: text.starting,
      scanning: text.scanning,
      "no-camera": text.noCamera,
      refused: text.cameraRefused,
      "not-a-tag": text.notATag,
      typeTag: text.typeTag,
      typeTagError: text.typeTagError,
      open: text.open,
      pointCamera: text.pointCamera,
    },
  };
}
