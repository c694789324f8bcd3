"use client";
import * as RadixDialog from "@radix-ui/react-dialog";
import { usePathname } from "next/navigation";
import { useState } from "react";

/**
 * The menu on a phone: a 'Menu' button (aria-expanded) opens the side menu as a drawer from the
 * left. Radix traps focus while it is open, Escape and the overlay close it, focus goes back to
 * the button, and navigating closes it.
 */
export function MobileDrawer({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 text-sm font-semibold">
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
          <path
            fillRule="evenodd"
            d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75ZM2 10a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 10Zm0 5.25a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1-.75-.75Z"
            clipRule="evenodd"
          />
        </svg>
        Menu
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-surface shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <RadixDialog.Title className="text-sm font-semibold uppercase tracking-wide text-muted">
              Menu
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="grid h-10 w-10 place-items-center rounded-md text-muted hover:bg-canvas"
            >
              <span aria-hidden className="text-2xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          <div className="flex-1">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
