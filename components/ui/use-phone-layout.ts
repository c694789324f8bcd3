"use client";
import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` breakpoint (640 px): the phone layout of lists and filters. */
export const PHONE_QUERY = "(max-width: 639.98px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Whether the screen is phone-sized: true or false in the browser, null on the server and while
 * the page hydrates. With null a component renders both layouts, each hidden by CSS at the other
 * width, so the first paint is right on any screen; from then on it renders only the one shown,
 * so a control never exists twice (once hidden) for screen readers and page searches.
 */
export function usePhoneLayout(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => null,
  );
}
