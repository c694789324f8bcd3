"use client";
import { TextField } from "@/components/ui/text-field";
import { MAX_QUOTE_QUANTITY } from "@/lib/quotes/limits";

/**
 * How many of one hose a quote line asks for: in the request from ticked hoses and in the
 * distributor's price form. Its form field is `quantity-<id>` (read by lib/actions/quotes.ts).
 */
export function QuantityField({
  id,
  label,
  defaultValue,
  errors,
}: {
  /** The hose's (request) or the line's (price form) id. */
  id: string;
  /** 'Quantity of {name}' in the page's language. */
  label: string;
  defaultValue: string;
  errors?: string[];
}) {
  return (
    <TextField
      name={`quantity-${id}`}
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUOTE_QUANTITY}
      defaultValue={defaultValue}
      errors={errors}
    />
  );
}
