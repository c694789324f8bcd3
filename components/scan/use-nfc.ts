"use client";
import { useSyncExternalStore } from "react";
import { nfcAvailable } from "@/lib/scan/nfc";

const never = () => () => undefined;

/**
 * Whether this browser has Web NFC: false on the server and while the page hydrates, so NFC
 * controls appear only where they work (Android Chrome) and never flash elsewhere.
 */
export function useNfcAvailable(): boolean {
  return useSyncExternalStore(never, nfcAvailable, () => false);
}
