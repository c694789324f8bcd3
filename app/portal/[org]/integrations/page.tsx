import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";

type Props = { params: Promise<{ org: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("integrations"))("title") };
}

/** API keys and webhooks of the organisation (its Admins; client admins). */
export default async function IntegrationsPage({ params }: Props) {
  return <IntegrationsScreen org={(await params).org} />;
}
