import type { Metadata } from "next";
import { ServiceLifeScreen } from "@/components/analytics/service-life-screen";
import { getTranslations } from "next-intl/server";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<{ groupBy?: string }> };

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("serviceLife"))("title") };
}

/** Service-life analytics: survival curves, failure modes, suggested intervals. */
export default async function ServiceLifePage({ params, searchParams }: Props) {
  return <ServiceLifeScreen org={(await params).org} groupBy={(await searchParams).groupBy} />;
}
