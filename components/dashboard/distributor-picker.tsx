"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { FILTER_DELAY_MS } from "@/components/lists/filter-panel";
import { MultiSelect, type MultiSelectOption, type MultiSelectText } from "@/components/ui/multi-select";
import { listHref } from "@/lib/lists/list-href";

/**
 * SPEC §2.4: the client admin's distributor multi-select ('Showing all' / 'Showing N selected').
 * The selection travels in the URL as the dashboard's `distributor` filter, like a list's
 * filters, and reloads the cards and lists below 700 ms after the last change.
 */
export function DistributorPicker({
  options,
  value,
  label = "Distributors",
  text,
}: {
  options: MultiSelectOption[];
  value: string[];
  /** The picker's label and control words in the page's language. */
  label?: string;
  text?: MultiSelectText;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [selected, setSelected] = useState(value);
  const [pending, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string[]) => {
    setSelected(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      startTransition(() =>
        router.replace(listHref(pathname, { filters: next.length ? { distributor: next } : {} }), { scroll: false }),
      );
    }, FILTER_DELAY_MS);
  };

  return (
    <div className="max-w-sm" aria-busy={pending}>
      <MultiSelect label={label} options={options} value={selected} onChange={change} text={text} />
    </div>
  );
}
