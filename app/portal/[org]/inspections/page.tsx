import type { Metadata } from "next";
import { InspectionsScreen } from "@/components/inspections/inspections-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Inspections" };

/** SPEC §2.5 Inspections. */
export default async function InspectionsPage({ params, searchParams }: Props) {
  return <InspectionsScreen org={(await params).org} searchParams={await searchParams} />;
}
