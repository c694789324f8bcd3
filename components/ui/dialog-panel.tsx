"use client";
import * as RadixDialog from "@radix-ui/react-dialog";

/**
 * The Radix part of <Dialog> (dialog.tsx), loaded when the dialog is first wanted: focus
 * trapped and returned, Escape closes, title and description wired to aria-labelledby /
 * aria-describedby. The trigger is <Dialog>'s; `focusOnClose` puts focus back on it.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  contentId,
  focusOnClose,
  closeLabel = "Close",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
  contentId: string;
  focusOnClose: () => void;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-surface shadow-xl focus:outline-none ${wide ? "max-w-2xl" : "max-w-md"}`}
          // Radix wires aria-describedby to the Description; without one, say there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
          id={contentId}
          onCloseAutoFocus={(e) => {
            // As Radix does for its own trigger; with none, focus stays where the browser puts it.
            e.preventDefault();
            focusOnClose();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 -mt-1 grid h-11 w-11 place-items-center rounded-md text-muted hover:bg-canvas"
              aria-label={closeLabel}
            >
              <span aria-hidden className="text-xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-5 pt-4 text-sm text-muted">{description}</RadixDialog.Description>
          ) : null}
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
