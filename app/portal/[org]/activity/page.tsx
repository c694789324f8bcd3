import { ActivityScreen } from "@/components/activity/activity-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { titled } from "@/lib/web/page-title";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = titled("Activity");

/** The audit trail. */
export default async function ActivityPage({ params, searchParams }: Props) {
  return <ActivityScreen org={(await params).org} searchParams={await searchParams} />;
}
