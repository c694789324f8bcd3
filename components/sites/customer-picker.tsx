"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/button";
import type { SitesText } from "./sites-text";

/**
 * SitesAndZones customer choice (client admins and distributors): a native select of the
 * visible customers; the choice goes into the URL (?customer=<id>) so it can be shared and
 * survives dialogs and reloads.
 */
export function CustomerPicker({
  path,
  customers,
  value,
  text = { customer: "Customer", chooseCustomer: "Choose a customer", loading: "Loading" },
}: {
  /** Its words in the reader's language (the Compliance packs screen passes none yet: English). */
  text?: Pick<SitesText, "customer" | "chooseCustomer" | "loading">;
  path: string;
  customers: Array<{ id: string; name: string }>;
  value: string | null;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex max-w-xl items-end gap-3">
      <SelectField
        name="customer"
        label={text.customer}
        className="flex-1"
        placeholder={text.chooseCustomer}
        options={customers.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={value ?? ""}
        onChange={(e) => {
          const id = e.currentTarget.value;
          startTransition(() =>
            router.push(id ? `${path}?customer=${encodeURIComponent(id)}` : path, { scroll: false }),
          );
        }}
      />
      <span className="mb-3 inline-flex w-5" role="status">
        {pending ? (
          <>
            <Spinner />
            <span className="sr-only">{text.loading}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}
