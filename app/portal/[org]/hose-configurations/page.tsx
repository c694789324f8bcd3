import { HoseConfigurationsScreen } from "@/components/hose-configurations/hose-configurations-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Configuration library" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <HoseConfigurationsScreen org={(await params).org} searchParams={await searchParams} />;
}
