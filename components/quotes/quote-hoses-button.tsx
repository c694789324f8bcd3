"use client";
import { useRouter } from "next/navigation";
import { formatText } from "@/lib/i18n/format-text";
import type { QuoteHosesText } from "./quote-words";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { FilterValues } from "@/lib/lists/schemas";
import { QUOTE_MESSAGE_MAX } from "@/lib/quotes/limits";
import { QuantityField } from "./quantity-field";

type Source = { hoseIds: string[] } | { filters: FilterValues };

/** The payload's lines follow the ticked hoses' order, so line i's quantity error is hose i's field's. */
const quantityError = (i: number) => `hoses.${i}.quantity`;
const QUANTITY_ERROR = /^hoses\.\d+\.quantity$/;
type Action = (
  source: Source,
  prev: ActionState<{ id: string }>,
  formData: FormData,
) => Promise<ActionState<{ id: string }>>;

/**
 * 'Request quote for N hoses' on the Tagged hoses list: one quote to the customer's distributor
 * for the ticked hoses (with a quantity each), or for every hose the current filters match when
 * none is ticked (one of each). For a distributor, 'Offer quote for N hoses' to the customer of
 * the ticked hoses. Sent, it opens the new quote.
 */
export function QuoteHosesButton({
  action,
  mode,
  source,
  lines,
  count,
  receiverName,
  quoteBase,
  text: T,
}: {
  /** The dialog's words in the page's language (the `quoteHoses` catalogue namespace). */
  text: QuoteHosesText;
  action: Action;
  mode: "request" | "offer";
  source: Source;
  /** The ticked hoses, in the list's order: a quantity field each. */
  lines: Array<{ hoseId: string; name: string }>;
  count: number;
  receiverName: string;
  /** The quote list's path: the new quote opens at {quoteBase}/{id}. */
  quoteBase: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ticked = "hoseIds" in source;
  const offer = mode === "offer";
  const quantityFields = ticked ? lines.map((l) => `quantity-${l.hoseId}`) : [];
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
    ["message", ...quantityFields],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={offer ? T.offerTitle : T.title}
      description={formatText(
        offer ? T.offerDescription : ticked ? T.description : T.descriptionMatching,
        { to: receiverName, count },
        T.locale,
      )}
      trigger={
        <Button variant="secondary" disabled={count === 0}>
          {offer
            ? formatText(T.offerTicked, { count }, T.locale)
            : ticked
              ? formatText(T.ticked, { count }, T.locale)
              : T.matching}
        </Button>
      }
    >
      <form action={formAction} noValidate className="space-y-4">
        {ticked && lines.length ? (
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium">{T.quantities}</legend>
            {lines.map((line, i) => (
              <QuantityField
                key={line.hoseId}
                id={line.hoseId}
                label={formatText(T.quantityOf, { name: line.name })}
                defaultValue={state.values[`quantity-${line.hoseId}`] ?? "1"}
                errors={state.errors[quantityError(i)]}
              />
            ))}
          </fieldset>
        ) : null}
        <TextAreaField
          name="message"
          label={T.message}
          hint={offer ? T.offerHint : T.hint}
          rows={5}
          maxLength={QUOTE_MESSAGE_MAX}
          required
          defaultValue={state.values.message ?? ""}
          errors={state.errors.message}
        />
        <ErrorList
          messages={Object.entries(state.errors)
            .filter(([k]) => k !== "message" && !QUANTITY_ERROR.test(k))
            .flatMap(([, m]) => m)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" pending={pending} pendingLabel={T.sending}>
            {offer ? T.offerSend : T.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
