import type { AuthedCtx } from "@/lib/core/ctx";
import { writeNfcSerial, type NfcResult } from "./nfc-serial";
import type { HoseNfcBindInput } from "./schemas";

/**
 * Binds an NFC tag read on the plant floor to a hose as a second identifier (replacing the one it
 * had), so reading the tag opens the hose (GET /hoses/nfc/{serial}, or the copy on the device).
 */
export async function bindNfcTag(ctx: AuthedCtx, hoseId: string, input: HoseNfcBindInput): Promise<NfcResult> {
  return writeNfcSerial(ctx, hoseId, input.serial);
}
