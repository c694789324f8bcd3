import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { toPublicClient } from "@/lib/clients/get-public-client";
import type { PublicClient } from "@/lib/clients/schemas";
import type { Client } from "@/lib/generated/prisma/client";
import { requestHostname } from "@/lib/core/hostname";
import { clientForHostname } from "@/lib/tenant/resolve-client";

/**
 * Transport helper for pages and layouts (not for services): the client of this request,
 * resolved once per render. Null when the hostname names no client.
 */
export const currentClient = cache(async (): Promise<Client | null> => {
  return clientForHostname(requestHostname(await headers()));
});

/**
 * For pages: the current client as the public API shows it. Pages render alongside the root
 * layout, which shows the "Unknown client" screen; here an unknown host just ends in a 404.
 */
export async function requirePageClient(): Promise<PublicClient> {
  const client = await currentClient();
  if (!client) notFound();
  return toPublicClient(client);
}
