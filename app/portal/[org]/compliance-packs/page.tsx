import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompliancePacksScreen } from "@/components/compliance/compliance-packs-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("compliance"))("title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** ?customer=<id>&site=<id> preselect the customer and the site (links from Sites & zones). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { org } = await params;
  const query = await searchParams;
  return <CompliancePacksScreen org={org} customerId={first(query.customer)} siteId={first(query.site)} />;
}
