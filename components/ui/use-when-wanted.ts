"use client";
import { useCallback, useRef, useState } from "react";

/**
 * A module loaded when it is first wanted rather than with the page (issue 12, first-load JS):
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
