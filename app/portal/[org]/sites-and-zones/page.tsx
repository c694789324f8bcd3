import { SitesScreen } from "@/components/sites/sites-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sites"))("title") };
}

/** SPEC §2.5 SitesAndZones: ?customer=<id> is the customer picked by client admins and distributors. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { org } = await params;
  const { customer } = await searchParams;
  return <SitesScreen org={org} customerId={(Array.isArray(customer) ? customer[0] : customer) ?? null} />;
}
