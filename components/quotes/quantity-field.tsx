"use client";
import { TextField } from "@/components/ui/text-field";
import { MAX_QUOTE_QUANTITY } from "@/lib/quotes/limits";

/** The quantity field's label, for translation with the forms that use it. */
export const quantityLabel = (name: string) => `Quantity of ${name}`;

/**
 * How many of one hose a quote line asks for: in the request from ticked hoses and in the
 * distributor's price form. Its form field is `quantity-<id>` (read by lib/actions/quotes.ts).
 */
export function QuantityField({
  id,
  name,
  defaultValue,
  errors,
}: {
  /** The hose's (request) or the line's (price form) id. */
  id: string;
  /** The hose's name, in the label. */
  name: string;
  defaultValue: string;
  errors?: string[];
}) {
  return (
    <TextField
      name={`quantity-${id}`}
      label={quantityLabel(name)}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUOTE_QUANTITY}
      defaultValue={defaultValue}
      errors={errors}
    />
  );
}
