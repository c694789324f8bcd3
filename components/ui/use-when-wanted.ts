"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A module loaded when it is first wanted rather than with the page (first-load JS):
 * `want()` starts the import once (on a pointer over, focus or tap of what opens it, or when it
 * opens); the value is null until it has arrived. A failed import (e.g. the network dropped) is
 * tried again on the next `want()`. Lighter than next/dynamic, which brings its own loader.
 */
export function useWhenWanted<T>(load: () => Promise<T>): [T | null, () => void] {
  const [value, setValue] = useState<{ v: T } | null>(null);
  const started = useRef(false);
  const want = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (v) => setValue({ v }),
      () => {
        started.current = false;
      },
    );
  }, [load]);
  return [value ? value.v : null, want];
}

/**
 * What Radix's Dialog.Trigger gives its button, for a trigger whose dialog loads when wanted
 * (useWhenWanted): the popup's aria attributes and state, `want()` on the first pointer over,
 * focus or tap, and a click that also toggles it. Spread on the button.
 */
export function lazyTriggerProps(open: boolean, contentId: string, want: () => void, toggle: () => void) {
  return {
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": contentId,
    "data-state": open ? "open" : "closed",
    onPointerEnter: want,
    onFocus: want,
    onTouchStart: want,
    onClick: () => {
      want();
      toggle();
    },
  };
}

/**
 * A lazily loaded dialog's open state, controlled (`open` / `onOpenChange`) or its own, and its
 * panel, which is wanted as soon as the dialog opens.
 */
export function useLazyDialog<T>(
  load: () => Promise<T>,
  controlledOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [Panel, want] = useWhenWanted(load);
  useEffect(() => {
    if (open) want();
  }, [open, want]);
  return { open, setOpen, Panel, want };
}
