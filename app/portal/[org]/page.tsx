import type { Metadata } from "next";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { getTranslations } from "next-intl/server";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard"))("title") };
}

/** SPEC §2.4 Portal (dashboard). */
export default async function PortalPage({ params, searchParams }: Props) {
  return <DashboardScreen org={(await params).org} searchParams={await searchParams} />;
}
