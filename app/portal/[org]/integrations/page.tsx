import type { Metadata } from "next";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";

type Props = { params: Promise<{ org: string }> };

export const metadata: Metadata = { title: "Integrations" };

/** API keys and webhooks of the organisation (its Admins; client admins). */
export default async function IntegrationsPage({ params }: Props) {
  return <IntegrationsScreen org={(await params).org} />;
}
