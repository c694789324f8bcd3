import type { Client } from "@/lib/generated/prisma/client";
import { themeOf, type PublicClient } from "./schemas";

export function toPublicClient(client: Client): PublicClient {
  return {
    id: client.id,
    name: client.name,
    primaryUrl: client.primaryUrl,
    website: client.website,
    theme: themeOf(client.theme),
    logo: client.logoKey ? `/api/v1/clients/current/logo` : null,
    metaTitle: client.metaTitle,
    metaDescription: client.metaDescription,
    manualHoseConfiguration: client.manualHoseConfiguration,
    termsAndConditions: client.termsAndConditions,
    privacyPolicy: client.privacyPolicy,
  };
}
