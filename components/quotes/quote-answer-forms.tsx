"use client";
import { useState, useTransition } from "react";
import { formatText } from "@/lib/i18n/format-text";
import type { QuoteText } from "./quote-words";
import { Button } from "@/components/ui/button";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog-api";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { minorToDecimal } from "@/lib/quotes/money";
import { QUOTE_MESSAGE_MAX } from "@/lib/quotes/limits";
import { QuantityField } from "./quantity-field";

type FormAction = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** Line i of the payload is the i-th open line: its errors belong to that line's fields. */
const lineError = (state: { errors: Record<string, string[]> }, i: number, field: "unitPriceMinor" | "quantity") =>
  state.errors[`lines.${i}.${field}`];
const LINE_ERROR = /^lines\.\d+\.(unitPriceMinor|quantity)$/;

/**
 * The distributor's price form: a unit price and a quantity per open line, the validity date, a
 * message and an optional PDF of the offer.
 */
export function QuoteOfferForm({
  action,
  currency,
  lines,
  validUntil,
  text: T,
}: {
  action: FormAction;
  text: QuoteText;
  currency: string;
  lines: Array<{ id: string; name: string; quantity: number; unitPriceMinor: number | null; closed: boolean }>;
  validUntil: string;
}) {
  const open = lines.filter((l) => !l.closed);
  const fields = ["validUntil", "message", ...open.flatMap((l) => [`price-${l.id}`, `quantity-${l.id}`])];
  const [state, formAction, pending] = useDialogForm(action, fields);
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;
  return (
    <form action={formAction} noValidate className="space-y-4 border-t border-line pt-4">
      <h3 className="text-base font-semibold">{T.priceHeading}</h3>
      {open.map((line, i) => (
        <fieldset key={line.id} className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <legend className="sr-only">{line.name}</legend>
          <TextField
            name={`price-${line.id}`}
            label={formatText(T.unitPriceOf, { name: line.name, currency })}
            hint={T.priceHint}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={value(
              `price-${line.id}`,
              line.unitPriceMinor === null ? "" : decimalIn(minorToDecimal(line.unitPriceMinor, currency), T.locale),
            )}
            errors={lineError(state, i, "unitPriceMinor")}
          />
          <QuantityField
            id={line.id}
            label={formatText(T.quantityOf, { name: line.name })}
            defaultValue={value(`quantity-${line.id}`, String(line.quantity))}
            errors={lineError(state, i, "quantity")}
          />
        </fieldset>
      ))}
      <TextField
        name="validUntil"
        type="date"
        label={T.validUntil}
        defaultValue={value("validUntil", validUntil)}
        errors={state.errors.validUntil}
      />
      <TextAreaField
        name="message"
        label={T.offerMessageLabel}
        optional={T.optional}
        maxLength={QUOTE_MESSAGE_MAX}
        defaultValue={value("message", "")}
        errors={state.errors.message}
      />
      <TextField
        name="pdf"
        type="file"
        accept="application/pdf,.pdf"
        label={T.pdf}
        hint={T.pdfHint}
        optional={T.optional}
        errors={state.errors.pdf}
      />
      <ErrorList messages={notOnALine(state.errors)} />
      <DialogFooter submitLabel={T.sendPriced} pending={pending} pendingLabel={T.sending} cancelLabel={T.cancel} />
    </form>
  );
}

/**
 * A price field's amount with the language's decimal mark (42,50 in German): the action reads a
 * comma or a point alike (decimalToMinor).
 */
function decimalIn(amount: string, locale: string): string {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
  return mark === "," ? amount.replace(".", ",") : amount;
}

/** The errors no field shows: not a line's price or quantity, nor the fields named below them. */
function notOnALine(errors: Record<string, string[]>): string[] {
  return otherErrors(
    errors,
    ["validUntil", "message", "pdf"].concat(Object.keys(errors).filter((k) => LINE_ERROR.test(k))),
  );
}

/** The customer's answer to a valid offer: an optional note, then Accept or Decline. */
export function QuoteDecision({
  accept,
  decline,
  text: T,
}: {
  text: QuoteText;
  accept: (prev: ActionState, formData: FormData) => Promise<ActionState>;
  decline: (prev: ActionState, formData: FormData) => Promise<ActionState>;
}) {
  const dialog = useRouteDialog();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const answer = (action: typeof accept) =>
    startTransition(async () => {
      const form = new FormData();
      form.set("note", note);
      const result = await action({ ok: false, errors: {} }, form);
      if (result.ok) dialog.done(result.message);
      else setErrors(Object.values(result.errors).flat());
    });
  return (
    <div className="space-y-4 border-t border-line pt-4">
      <h3 className="text-base font-semibold">{T.decideHeading}</h3>
      <TextAreaField
        name="note"
        label={T.note}
        optional={T.optional}
        maxLength={QUOTE_MESSAGE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="danger" pending={pending} pendingLabel={T.sending} onClick={() => answer(decline)}>
          {T.decline}
        </Button>
        <Button variant="success" pending={pending} pendingLabel={T.sending} onClick={() => answer(accept)}>
          {T.accept}
        </Button>
      </div>
    </div>
  );
}
