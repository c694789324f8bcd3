"use client";
import { createContext, useContext } from "react";
import type { PublicClient } from "@/lib/clients/schemas";

const ClientContext = createContext<PublicClient | null>(null);

/** Makes the current client (tenant) available to client components. */
export function ClientProvider({ client, children }: { client: PublicClient; children: React.ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): PublicClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useClient() outside <ClientProvider>");
  return client;
}
