import type { Metadata } from "next";
import { OfflineApp } from "@/components/offline/offline-app";

export const metadata: Metadata = { title: "Offline", robots: { index: false } };

/**
 * The offline app shell: the service worker keeps this page and serves it, without a network,
 * for the URLs it renders from the hoses kept on the device (components/offline/offline-app.tsx).
 * It holds no data of its own, so it is the same for every user.
 */
export default function OfflineAppPage() {
  return <OfflineApp />;
}
