"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { apiRequest, errorMessages } from "@/lib/browser/api";
import { keptHoseByNfc, latestCopies } from "@/lib/offline/hose-store";
import { hosePath, OFFLINE_USER_KEY, shellRoute } from "@/lib/offline/shell-routes";
import { NfcError, readNfcTag, type NfcReading } from "@/lib/scan/nfc";
import { NFC_TEXT } from "./scan-text";
import { useNfcAvailable } from "./use-nfc";

type State = { kind: "idle" } | { kind: "busy"; hint: string } | { kind: "failed"; errors: string[] };

/** The organisation the page acts for, from its path (none on /t/{tagId} and outside the portal). */
function pageOrganisation(): string | null {
  const route = shellRoute(window.location.pathname);
  return route.kind === "tag" ? null : route.org;
}

/** The hose kept on the device that the tag is bound to: the page's organisation's copy first. */
async function keptHref(identifier: string, org: string | null): Promise<string | null> {
  const userId = localStorage.getItem(OFFLINE_USER_KEY);
  if (!userId) return null;
  const copies = (await latestCopies()).filter((m) => m.userId === userId);
  copies.sort((a, b) => Number(b.org === org) - Number(a.org === org));
  for (const meta of copies) {
    const hose = await keptHoseByNfc(meta.scope, identifier);
    if (hose) return hosePath(meta.org, hose.id);
  }
  return null;
}

/** Where a read tag leads: its hose, the `/t/{tagId}` page of the link on it, or why neither. */
async function destination(tag: NfcReading, T: typeof NFC_TEXT): Promise<{ href: string } | { errors: string[] }> {
  const org = pageOrganisation();
  const tagPage = tag.tagId ? { href: `/t/${encodeURIComponent(tag.tagId)}` } : null;
  if (org) {
    const res = await apiRequest<{ id: string }>(`/hoses/nfc/${encodeURIComponent(tag.identifier)}`, { org });
    if (res.ok) return { href: hosePath(org, res.data.id) };
    if (!res.offline) return tagPage ?? { errors: res.status === 404 ? [T.notBound] : errorMessages(res.errors) };
  }
  // No network (or no organisation to ask for): the hoses kept on this device answer.
  const kept = await keptHref(tag.identifier, org).catch(() => null);
  if (kept) return { href: kept };
  return tagPage ?? { errors: [T.notKept] };
}

/**
 * 'Read NFC tag' in the scanner: reads a tag held to the phone (Web NFC) and opens the hose it is
 * bound to, without a network from the hoses kept on the device. Nothing is shown where the
 * browser has no Web NFC.
 */
export function NfcRead({
  onOpen,
  text: T = NFC_TEXT,
}: {
  onOpen: (href: string) => void;
  /** The words in the page's language (scan-text.ts); British English without. */
  text?: typeof NFC_TEXT;
}) {
  const available = useNfcAvailable();
  const [state, setState] = useState<State>({ kind: "idle" });
  const reading = useRef<AbortController | null>(null);
  // Closing the scanner stops a read still waiting for a tag.
  useEffect(() => () => reading.current?.abort(), []);
  if (!available) return null;

  async function read() {
    const controller = new AbortController();
    reading.current = controller;
    setState({ kind: "busy", hint: T.holdToRead });
    let tag: NfcReading;
    try {
      tag = await readNfcTag(controller.signal, () => setState({ kind: "busy", hint: T.unreadable }));
    } catch (error) {
      const reason = error instanceof NfcError ? error.reason : "unavailable";
      return setState({ kind: "failed", errors: [reason === "refused" ? T.refused : T.unavailable] });
    }
    setState({ kind: "busy", hint: T.looking });
    const found = await destination(tag, T);
    if ("href" in found) {
      setState({ kind: "idle" });
      return onOpen(found.href);
    }
    setState({ kind: "failed", errors: found.errors });
  }

  function cancel() {
    reading.current?.abort();
    setState({ kind: "idle" });
  }

  return (
    <div className="space-y-2 border-b border-line pb-4">
      {state.kind === "busy" ? (
        <>
          <p role="status" className="text-sm">
            {state.hint}
          </p>
          <Button variant="secondary" onClick={cancel} className="w-full justify-center">
            {T.cancel}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void read()} className="w-full justify-center">
          {T.read}
        </Button>
      )}
      {state.kind === "failed" ? <ErrorList messages={state.errors} /> : null}
    </div>
  );
}
