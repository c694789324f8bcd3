"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { scanWords, type ScanText } from "@/components/scan/scan-text";
import { useNfcAvailable } from "@/components/scan/use-nfc";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { apiRequest, errorMessages } from "@/lib/browser/api";
import { NfcError, readNfcTag } from "@/lib/scan/nfc";

type State =
  { kind: "idle" } | { kind: "reading"; hint: string } | { kind: "saving" } | { kind: "failed"; errors: string[] };

/**
 * 'Bind NFC tag' and 'Remove NFC tag' on the hose page, for those who may change the hose: the
 * phone reads a tag held to it (Web NFC) and the tag becomes the hose's second identifier, so
 * reading it from the scanner opens this hose. Nothing is shown where the browser has no Web NFC.
 */
export function NfcTagActions({
  org,
  hoseId,
  nfcSerial,
  text,
}: {
  org: string;
  hoseId: string;
  nfcSerial: string | null;
  /** The words in the page's language (the `scan` namespace); British English without. */
  text?: ScanText;
}) {
  const T = scanWords(text).nfc;
  const available = useNfcAvailable();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "idle" });
  const reading = useRef<AbortController | null>(null);
  // Leaving the page stops a read still waiting for a tag.
  useEffect(() => () => reading.current?.abort(), []);
  if (!available) return null;

  async function save(method: "PUT" | "DELETE", serial?: string) {
    setState({ kind: "saving" });
    const res = await apiRequest(`/hoses/${hoseId}/nfc`, {
      org,
      method,
      ...(serial !== undefined ? { body: { serial } } : {}),
    });
    if (!res.ok) return setState({ kind: "failed", errors: errorMessages(res.errors) });
    setState({ kind: "idle" });
    showNotice(res.message);
    router.refresh();
  }

  async function bind() {
    const controller = new AbortController();
    reading.current = controller;
    setState({ kind: "reading", hint: T.holdToRead });
    try {
      const tag = await readNfcTag(controller.signal, () => setState({ kind: "reading", hint: T.unreadable }));
      await save("PUT", tag.identifier);
    } catch (error) {
      const reason = error instanceof NfcError ? error.reason : "unavailable";
      setState({ kind: "failed", errors: [reason === "refused" ? T.refused : T.unavailable] });
    }
  }

  function cancel() {
    reading.current?.abort();
    setState({ kind: "idle" });
  }

  const busy = state.kind === "reading" || state.kind === "saving";
  return (
    <>
      {state.kind === "reading" ? (
        <Button variant="secondary" onClick={cancel}>
          {T.cancel}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void bind()} disabled={busy}>
          {T.bind}
        </Button>
      )}
      {nfcSerial ? (
        <Button variant="secondary" onClick={() => void save("DELETE")} disabled={busy}>
          {T.remove}
        </Button>
      ) : null}
      <div className="basis-full space-y-2 empty:hidden">
        {nfcSerial ? <p className="font-mono text-sm text-muted">{T.bound(nfcSerial)}</p> : null}
        {state.kind === "reading" ? (
          <p role="status" className="text-sm">
            {state.hint}
          </p>
        ) : null}
        {state.kind === "failed" ? <ErrorList messages={state.errors} /> : null}
      </div>
    </>
  );
}
