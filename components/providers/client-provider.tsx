"use client";
import { createContext, useContext } from "react";
import type { PublicClient } from "@/lib/clients/schemas";

/**
 * What the portal's error boundary says, in the page's language. An error boundary is a client
 * component that Next renders with only the error: it cannot translate (no catalogue travels to
 * the browser), so the root layout hands these two texts down with the client.
 */
export type ErrorText = { loadError: string; tryAgain: string };

const ClientContext = createContext<{ client: PublicClient; errorText: ErrorText } | null>(null);

/** Makes the current client (tenant), and the error boundary's texts, available to client components. */
export function ClientProvider({
  client,
  errorText,
  children,
}: {
  client: PublicClient;
  errorText: ErrorText;
  children: React.ReactNode;
}) {
  return <ClientContext.Provider value={{ client, errorText }}>{children}</ClientContext.Provider>;
}

function useProvided() {
  const provided = useContext(ClientContext);
  if (!provided) throw new Error("useClient() outside <ClientProvider>");
  return provided;
}

export function useClient(): PublicClient {
  return useProvided().client;
}

/** The error boundary's texts in the page's language. */
export function useErrorText(): ErrorText {
  return useProvided().errorText;
}
