import type { Metadata } from "next";
import { ActivityScreen } from "@/components/activity/activity-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Activity" };

/** The audit trail. */
export default async function ActivityPage({ params, searchParams }: Props) {
  return <ActivityScreen org={(await params).org} searchParams={await searchParams} />;
}
