import { HoseConfigurationsScreen } from "@/components/hose-configurations/hose-configurations-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("hoseConfigurations"))("title") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <HoseConfigurationsScreen org={(await params).org} searchParams={await searchParams} />;
}
