import type { Metadata } from "next";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Dashboard" };

/** SPEC §2.4 Portal (dashboard). */
export default async function PortalPage({ params, searchParams }: Props) {
  return <DashboardScreen org={(await params).org} searchParams={await searchParams} />;
}
