"use client";
import { createContext, useContext } from "react";
import type { NoticeAction } from "./notice-toast";

/**
 * What a form inside a dialog route (<RouteDialog>, components/ui/route-dialog.tsx) calls to
 * close it. Apart from the dialog itself, which brings Radix: the forms and the places that
 * lend them a dialog API of their own (the portal's offline outbox, the offline app shell) then
 * do not load Radix with every page.
 */
export type RouteDialogApi = {
  /** Close without changes (Cancel). */
  close: () => void;
  /** Close after a change: show the action's message (with a button), then reload the list underneath. */
  done: (message?: string, action?: NoticeAction) => void;
};

const RouteDialogContext = createContext<RouteDialogApi | null>(null);

export function useRouteDialog(): RouteDialogApi {
  const api = useContext(RouteDialogContext);
  if (!api) throw new Error("useRouteDialog() outside <RouteDialog>");
  return api;
}

/**
 * Lends a form made for a dialog route (its Cancel, its done) to a place without a route dialog:
 * a dialog opened from a banner, or the offline app shell, which shows the inspection form as a
 * page of its own. `close` and `done` are that place's. <RouteDialog> provides its own with it.
 */
export function RouteDialogApiProvider({ value, children }: { value: RouteDialogApi; children: React.ReactNode }) {
  return <RouteDialogContext.Provider value={value}>{children}</RouteDialogContext.Provider>;
}
