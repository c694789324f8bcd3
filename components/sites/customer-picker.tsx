"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/button";

/**
 * SitesAndZones customer choice (client admins and distributors): a native select of the
 * visible customers; the choice goes into the URL (?customer=<id>) so it can be shared and
 * survives dialogs and reloads.
 */
export function CustomerPicker({
  path,
  customers,
  value,
}: {
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
        label="Customer"
        className="flex-1"
        placeholder="Choose a customer"
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
            <span className="sr-only">Loading</span>
          </>
        ) : null}
      </span>
    </div>
  );
}
