import type { Metadata } from "next";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";
import { requirePortalCtx } from "@/lib/web/browser-session";
import type { SearchParams } from "@/lib/lists/route-query";
import { organisationsScreen } from "@/lib/organisations/screen";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: organisationsScreen((await requirePortalCtx((await params).org)).flags).title };
}

/** SPEC §2.5 Organisations / Customers. */
export default async function OrganisationsPage({ params, searchParams }: Props) {
  return <OrganisationsScreen org={(await params).org} searchParams={await searchParams} />;
}
