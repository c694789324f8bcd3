import type { AuthedCtx } from "@/lib/core/ctx";
import { writeNfcSerial, type NfcResult } from "./nfc-serial";

/** Removes the hose's NFC tag (the tag is lost, or moves to another hose). Removing none changes nothing. */
export async function removeNfcTag(ctx: AuthedCtx, hoseId: string): Promise<NfcResult> {
  return writeNfcSerial(ctx, hoseId, null);
}
