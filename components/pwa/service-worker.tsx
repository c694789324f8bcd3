"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { forgetOfflineCopies } from "@/lib/offline/forget";

/**
 * Registers public/sw.js (production builds only: in development it would serve stale code).
 * On the login and logout screens it tells the worker to forget the pages it kept, so the next
 * person on a shared phone never sees the previous user's pages, or hoses, offline.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  useEffect(() => {
    // NODE_ENV is inlined into client bundles at build time (lib/env.ts is server-only).
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!(pathname === "/login" || pathname === "/logout")) return;
    void forgetOfflineCopies();
    if (!("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage("forget-pages"));
  }, [pathname]);
  return null;
}
