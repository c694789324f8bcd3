"use client";
import { usePathname } from "next/navigation";
import { useId, useRef, useState } from "react";
import { lazyTriggerProps, useWhenWanted } from "@/components/ui/use-when-wanted";

// Radix's dialog (focus trap, scroll lock: about 12 KB gzip) loads when the menu is wanted, not
// with every portal page (first-load JS): on the first pointer over, focus on or tap
// of the button. A click before it has arrived opens the drawer as soon as it has.
const loadPanel = () => import("./mobile-drawer-panel").then((m) => m.MobileDrawerPanel);

/**
 * The menu on a phone: a 'Menu' button (aria-expanded) opens the side menu as a drawer from the
 * left. Radix traps focus while it is open, Escape and the overlay close it, focus goes back to
 * the button, and navigating closes it.
 */
export function MobileDrawer({
  children,
  label = "Menu",
  closeLabel = "Close",
}: {
  children: React.ReactNode;
  /** The button's and the drawer's name, and its close button's, in the user's language. */
  label?: string;
  closeLabel?: string;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [MobileDrawerPanel, want] = useWhenWanted(loadPanel);
  const [openedAt, setOpenedAt] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return (
    <>
      {/* What Radix's Dialog.Trigger would render: the same attributes and state. */}
      <button
        ref={button}
        type="button"
        {...lazyTriggerProps(open, contentId, want, () => setOpen((o) => !o))}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 text-sm font-semibold"
      >
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
          <path
            fillRule="evenodd"
            d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75ZM2 10a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 10Zm0 5.25a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1-.75-.75Z"
            clipRule="evenodd"
          />
        </svg>
        {label}
      </button>
      {MobileDrawerPanel ? (
        <MobileDrawerPanel
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          returnFocusTo={button}
          title={label}
          closeLabel={closeLabel}
        >
          {children}
        </MobileDrawerPanel>
      ) : null}
    </>
  );
}
