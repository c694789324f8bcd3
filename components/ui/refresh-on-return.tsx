"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * After a change in an intercepted dialog the list underneath is the one cached before it
 * opened: reload it once the URL has gone back. <RefreshOnReturn /> sits in the portal shell; in
 * its own module so the shell does not load Radix's dialog with it (first-load JS).
 */
let leavingPath: string | null = null;

export function refreshAfterLeaving(pathname: string): void {
  leavingPath = pathname;
}

export function RefreshOnReturn() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (leavingPath !== null && leavingPath !== pathname) {
      leavingPath = null;
      router.refresh();
    }
  }, [pathname, router]);
  return null;
}
