import { CompliancePacksScreen } from "@/components/compliance/compliance-packs-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Compliance packs" };

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
