"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { noticeText } from "@/lib/notices";

/** SPEC 9: notifications time out after 3000 ms. */
export const NOTICE_MS = 3000;

/**
 * Shows the notice named by ?notice= (lib/notices.ts; only known keys have text) for three
 * seconds, then removes the parameter (and its companion `code`) from the URL.
 */
export function NoticeToast() {
  return (
    <Suspense fallback={null}>
      <NoticeFromQuery />
    </Suspense>
  );
}

function NoticeFromQuery() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const key = params.get("notice");
  const text = noticeText(key, params);
  const [hidden, setHidden] = useState<string | null>(null);
  // A new notice (or none) un-hides: derived during render, not in an effect.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setHidden(null);
  }

  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => {
      setHidden(key);
      const next = new URLSearchParams(window.location.search);
      if (next.get("notice") !== key || window.location.pathname !== pathname) return;
      next.delete("notice");
      next.delete("code");
      const query = next.toString();
      router.replace(`${pathname}${query ? `?${query}` : ""}`, { scroll: false });
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [key, pathname, router]);

  // The live region exists before its text arrives, so the text is announced reliably.
  const visible = text && hidden !== key ? text : null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {visible ? (
        <div
          data-testid="notice"
          className="pointer-events-auto max-w-md rounded-lg bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          {visible}
        </div>
      ) : null}
    </div>
  );
}
