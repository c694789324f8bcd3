"use client";
import { useEffect } from "react";
import { setErrorTrackingUser } from "@/lib/observability/browser";

/** Names the signed-in user's id (nothing else) on browser error reports. */
export function ErrorTrackingUser({ userId }: { userId: string }) {
  useEffect(() => {
    setErrorTrackingUser(userId);
    return () => setErrorTrackingUser(null);
  }, [userId]);
  return null;
}
