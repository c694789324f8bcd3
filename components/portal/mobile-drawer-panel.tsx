"use client";
import * as RadixDialog from "@radix-ui/react-dialog";

/**
 * The drawer of <MobileDrawer> (loaded when the menu is first wanted): Radix traps focus while
 * it is open, Escape and the overlay close it, and focus goes back to the 'Menu' button.
 */
export function MobileDrawerPanel({
  open,
  onOpenChange,
  contentId,
  returnFocusTo,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          id={contentId}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-surface shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <RadixDialog.Title className="text-sm font-semibold uppercase tracking-wide text-muted">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
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
