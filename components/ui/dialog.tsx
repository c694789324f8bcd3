"use client";
import { cloneElement, isValidElement, useId, useState } from "react";
import { useLazyDialog } from "./use-when-wanted";

// Radix's dialog (focus trap, scroll lock, portal: about 12 KB gzip) loads when a dialog is first
// wanted, not with every page that offers one (first-load JS): on the first pointer
// over, focus on or tap of the trigger, or when the dialog opens.
const loadPanel = () => import("./dialog-panel").then((m) => m.DialogPanel);

type TriggerProps = {
  ref?: React.Ref<HTMLElement>;
  onClick?: (e: React.MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (e: React.FocusEvent<HTMLElement>) => void;
  onTouchStart?: (e: React.TouchEvent<HTMLElement>) => void;
};

/**
 * A modal dialog (Radix: focus trapped and returned, Escape closes, title and description
 * wired to aria-labelledby / aria-describedby). `trigger` (one element, e.g. a button) gets what
 * Radix's Dialog.Trigger would give it: aria-haspopup, aria-expanded, aria-controls, data-state,
 * and a click that opens the dialog; focus returns to it on close. Controlled with `open` and
 * `onOpenChange`, or on its own.
 */
export function Dialog({
  open: controlledOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  wide = false,
  contentId: givenContentId,
  returnFocusTo,
  closeLabel,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: React.ReactElement<TriggerProps>;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
  /** The content's id, when the caller brings its own trigger (its aria-controls). */
  contentId?: string;
  /** Without `trigger`: where focus goes back on close. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /** The close button's name (×), in the page's language; "Close" by default. */
  closeLabel?: string;
}) {
  const { open, setOpen, Panel: DialogPanel, want } = useLazyDialog(loadPanel, controlledOpen, onOpenChange);
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const ownContentId = useId();
  const contentId = givenContentId ?? ownContentId;
  const p = isValidElement(trigger) ? trigger.props : null;
  return (
    <>
      {trigger && p
        ? cloneElement(trigger, {
            ref: setTriggerElement,
            "aria-haspopup": "dialog",
            "aria-expanded": open,
            "aria-controls": contentId,
            "data-state": open ? "open" : "closed",
            onPointerEnter: (e: React.PointerEvent<HTMLElement>) => {
              p.onPointerEnter?.(e);
              want();
            },
            onFocus: (e: React.FocusEvent<HTMLElement>) => {
              p.onFocus?.(e);
              want();
            },
            onTouchStart: (e: React.TouchEvent<HTMLElement>) => {
              p.onTouchStart?.(e);
              want();
            },
            onClick: (e: React.MouseEvent<HTMLElement>) => {
              p.onClick?.(e);
              if (e.defaultPrevented) return;
              want();
              setOpen(!open);
            },
          } as TriggerProps)
        : null}
      {DialogPanel ? (
        <DialogPanel
          open={open}
          onOpenChange={setOpen}
          title={title}
          description={description}
          wide={wide}
          contentId={contentId}
          closeLabel={closeLabel}
          focusOnClose={() => (trigger ? triggerElement : returnFocusTo?.current)?.focus()}
        >
          {children}
        </DialogPanel>
      ) : null}
    </>
  );
}
