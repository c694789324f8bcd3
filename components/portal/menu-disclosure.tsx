"use client";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";

/**
 * On a phone the menus fold behind a 'Menu' button (aria-expanded); from the sm breakpoint up
 * they are always shown inline. Navigating closes it.
 */
export function MenuDisclosure({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold sm:hidden"
      >
        <span aria-hidden className="text-lg leading-none">
          {open ? "×" : "☰"}
        </span>
        {label}
      </button>
      <div
        id={id}
        className={`${open ? "flex" : "hidden"} w-full flex-col gap-2 pb-2 sm:flex sm:w-auto sm:flex-1 sm:flex-row sm:items-center sm:justify-between sm:pb-0`}
      >
        {children}
      </div>
    </>
  );
}
