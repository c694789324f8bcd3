"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { FilterValues } from "@/lib/lists/schemas";
import { QUOTE_MESSAGE_MAX } from "@/lib/quotes/schemas";

/** The hose list's multi-hose quote texts, together for translation. */
export const QUOTE_HOSES_TEXT = {
  ticked: (n: number) => `Request quote for ${n} hose${n === 1 ? "" : "s"}`,
  matching: "Request quote for matching hoses",
  title: "Request quote",
  description: (to: string, n: number, ticked: boolean) =>
    ticked
      ? `One quote from ${to} for the ${n} ticked hose${n === 1 ? "" : "s"}.`
      : `One quote from ${to} for every hose the current filters match (${n}). Hoses without a configuration are left out.`,
  message: "Message",
  hint: "Say what you need, for example like-for-like replacements at the next shutdown.",
  send: "Send request",
  sending: "Sending",
  cancel: "Cancel",
} as const;

const T = QUOTE_HOSES_TEXT;

type Source = { hoseIds: string[] } | { filters: FilterValues };
type Action = (
  source: Source,
  prev: ActionState<{ id: string }>,
  formData: FormData,
) => Promise<ActionState<{ id: string }>>;

/**
 * 'Request quote for N hoses' on the Tagged hoses list: one quote to the customer's distributor
 * for the ticked hoses, or for every hose the current filters match when none is ticked. Sent,
 * it opens the new quote.
 */
export function QuoteHosesButton({
  action,
  source,
  count,
  receiverName,
  quoteBase,
}: {
  action: Action;
  source: Source;
  count: number;
  receiverName: string;
  /** The quote list's path: the new quote opens at {quoteBase}/{id}. */
  quoteBase: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ticked = "hoseIds" in source;
  // Sent: the dialog closes and the new quote opens (a route dialog, over this page when intercepted).
  const [state, formAction, pending] = useActionForm<{ id: string }>(
    async (prev, formData) => {
      const result = await action(source, prev, formData);
      if (result.ok && result.data) {
        setOpen(false);
        router.push(`${quoteBase}/${result.data.id}`);
      }
      return result;
    },
    ["message"],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={T.title}
      description={T.description(receiverName, count, ticked)}
      trigger={
        <Button variant="secondary" disabled={count === 0}>
          {ticked ? T.ticked(count) : T.matching}
        </Button>
      }
    >
      <form action={formAction} noValidate className="space-y-4">
        <TextAreaField
          name="message"
          label={T.message}
          hint={T.hint}
          rows={5}
          maxLength={QUOTE_MESSAGE_MAX}
          required
          defaultValue={state.values.message ?? ""}
          errors={state.errors.message}
        />
        <ErrorList
          messages={Object.entries(state.errors)
            .filter(([k]) => k !== "message")
            .flatMap(([, m]) => m)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" pending={pending} pendingLabel={T.sending}>
            {T.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
