import type { Metadata } from "next";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";
import { requirePortalCtx } from "@/lib/web/browser-session";
import type { SearchParams } from "@/lib/lists/route-query";
import { organisationsScreen } from "@/lib/organisations/screen";
import { organisationsTitleIn } from "@/components/organisations/organisations-labels";
import { pageLocale } from "@/lib/web/locale";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = organisationsScreen((await requirePortalCtx((await params).org)).flags).title;
  return { title: organisationsTitleIn(title, await pageLocale()) };
}

/** SPEC §2.5 Organisations / Customers. */
export default async function OrganisationsPage({ params, searchParams }: Props) {
  return <OrganisationsScreen org={(await params).org} searchParams={await searchParams} />;
}
