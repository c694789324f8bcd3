import { forgetOfflineUser } from "./shell-routes";

/**
 * Logout (and the login screen): the hoses kept on this device, and what the offline shell
 * knows of the user, go, so the next person on a shared phone finds none of them. Inspections
 * waiting to be sent stay (lib/offline/inspection-outbox.ts keeps them for their user).
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  forgetOfflineUser();
  await import("./hose-store").then((s) => s.forgetAllHoses()).catch(() => undefined);
}
