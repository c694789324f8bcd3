"use client";
import { useState } from "react";
import type { QuoteText } from "./quote-words";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError } from "@/components/ui/field-error";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { QUOTE_MESSAGE_MAX } from "@/lib/quotes/limits";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** HoseQuote's form: the message (required, at most 2000 characters) to the receiving organisation. */
export function QuoteForm({ action, offer, text }: { action: Action; offer: boolean; text: QuoteText }) {
  const [state, formAction, pending] = useDialogForm(action, ["message"]);
  const [message, setMessage] = useState("");
  const errors = state.errors.message;
  const errorId = errors?.length ? "quote-message-error" : undefined;
  return (
    <form action={formAction} noValidate className="space-y-5">
      <div>
        <label htmlFor="quote-message" className="mb-1 block text-sm font-medium">
          {text.message}
        </label>
        <p id="quote-message-hint" className="mb-2 text-sm text-muted">
          {offer ? text.messageHintOffer : text.messageHint}
        </p>
        <textarea
          id="quote-message"
          name="message"
          rows={6}
          maxLength={QUOTE_MESSAGE_MAX}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[errorId, "quote-message-hint", "quote-message-count"].filter(Boolean).join(" ")}
          className={`block w-full rounded-md border bg-surface px-3 py-2 text-base text-ink shadow-xs focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${errorId ? "border-error" : "border-line"}`}
        />
        <p id="quote-message-count" className="mt-1 text-right text-xs text-muted">
          {message.length} / {QUOTE_MESSAGE_MAX}
        </p>
        <FieldError id={errorId} messages={errors} />
      </div>
      <ErrorList messages={otherErrors(state.errors, ["message"])} />
      <DialogFooter
        submitLabel={offer ? text.sendOffer : text.sendRequest}
        pending={pending}
        pendingLabel={text.sending}
        cancelLabel={text.cancel}
        submitDisabled={message.trim() === ""}
      />
    </form>
  );
}
