"use client";
import { useSelectedLayoutSegments } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Scrolls to the top when the page changes (SPEC §2.1), but not when Back/Forward restores a
 * saved position, and not when a dialog route opens over the page (the `@modal` slot changes,
 * the page's own segments do not).
 */
export function ScrollToTop() {
  const page = useSelectedLayoutSegments().join("/");
  // When the last Back/Forward happened: a page change right after it is a restoration.
  const poppedAt = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const onPop = () => {
      poppedAt.current = Date.now();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (Date.now() - poppedAt.current < 1500) return;
    window.scrollTo({ top: 0 });
  }, [page]);

  return null;
}
