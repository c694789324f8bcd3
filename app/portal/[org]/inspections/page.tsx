import { InspectionsScreen } from "@/components/inspections/inspections-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { titled } from "@/lib/web/page-title";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = titled("Inspections");

/** SPEC §2.5 Inspections. */
export default async function InspectionsPage({ params, searchParams }: Props) {
  return <InspectionsScreen org={(await params).org} searchParams={await searchParams} />;
}
