/**
 * What the scanner's buttons say, in one place. A plain module, not the client component's:
 * server components (the hose page's action bar) read these values too.
 */
export const SCAN_TEXT = { scanTag: "Scan tag", scanNext: "Scan next" } as const;

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
} as const;
