/**
 * Web NFC (Android Chrome), in the browser: whether the device can read NFC tags, and one read of
 * a tag. A tag is known by its serial number; a tag that carries the portal's `/t/{tagId}` link as
 * a URL record names that tag too. Where the browser gives no serial number (some tags, some
 * readers), the tag id of the link stands for the serial, so binding and reading one tag always
 * agree. Other browsers have no NDEFReader: everything NFC is hidden there.
 */
import { tagFromCode } from "./tag-from-code";

type NdefRecord = { recordType: string; data?: DataView | ArrayBuffer | string | null };
type NdefReadingEvent = Event & { serialNumber?: string; message?: { records?: NdefRecord[] } };
type NdefReader = EventTarget & { scan(options?: { signal?: AbortSignal }): Promise<void> };
type NdefReaderClass = new () => NdefReader;

export type NfcReading = {
  /** What binds the tag to a hose and finds it again: the serial number, else the link's tag id. */
  identifier: string;
  /** The tag id of a `/t/{tagId}` URL record on the tag, if it has one. */
  tagId: string | null;
};

/** Why a read ended without a tag: NFC refused for this site, or unusable (switched off, absent). */
export type NfcFailure = "refused" | "unavailable";

export class NfcError extends Error {
  constructor(readonly reason: NfcFailure) {
    super(reason);
  }
}

const readerClass = (): NdefReaderClass | undefined =>
  typeof window === "undefined" ? undefined : (window as { NDEFReader?: NdefReaderClass }).NDEFReader;

/** The browser can read NFC tags (Web NFC is present, whether or not NFC is switched on). */
export const nfcAvailable = (): boolean => typeof window !== "undefined" && "NDEFReader" in window;

function recordText(record: NdefRecord): string | null {
  const data = record.data;
  if (typeof data === "string") return data;
  if (!data) return null;
  try {
    return new TextDecoder().decode(data);
  } catch {
    return null;
  }
}

/** The tag id of the first URL record that holds a `/t/{tagId}` link. */
function linkedTag(records: NdefRecord[] | undefined): string | null {
  for (const record of records ?? []) {
    if (record.recordType !== "url" && record.recordType !== "absolute-url") continue;
    const text = recordText(record);
    if (!text || !/^https?:/i.test(text.trim())) continue;
    const result = tagFromCode(text);
    if (result.kind === "tag") return result.tagId;
  }
  return null;
}

/** A reading as the portal uses it, or null when the tag names nothing it can use. */
export function nfcReading(serialNumber: string | undefined, records: NdefRecord[] | undefined): NfcReading | null {
  const serial = (serialNumber ?? "").trim().toUpperCase();
  const tagId = linkedTag(records);
  const identifier = serial || tagId;
  return identifier ? { identifier, tagId } : null;
}

/**
 * Waits for one NFC tag held to the phone and answers what it names. `onUnreadable` is told of a
 * tag that could not be read or names nothing (the read goes on). Abort `signal` to stop; the
 * promise then never settles.
 */
export async function readNfcTag(signal: AbortSignal, onUnreadable: () => void): Promise<NfcReading> {
  const Reader = readerClass();
  if (!Reader) throw new NfcError("unavailable");
  const reader = new Reader();
  const stop = new AbortController();
  signal.addEventListener("abort", () => stop.abort(), { once: true });
  const read = new Promise<NfcReading>((resolve) => {
    reader.addEventListener(
      "reading",
      (event) => {
        const e = event as NdefReadingEvent;
        const reading = nfcReading(e.serialNumber, e.message?.records);
        if (!reading) return onUnreadable();
        stop.abort();
        resolve(reading);
      },
      { signal: stop.signal },
    );
    reader.addEventListener("readingerror", onUnreadable, { signal: stop.signal });
  });
  try {
    await reader.scan({ signal: stop.signal });
  } catch (error) {
    stop.abort();
    if (signal.aborted) return new Promise<never>(() => undefined);
    throw new NfcError((error as DOMException).name === "NotAllowedError" ? "refused" : "unavailable");
  }
  return read;
}
