import type { Metadata } from "next";
import { ServiceLifeScreen } from "@/components/analytics/service-life-screen";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<{ groupBy?: string }> };

export const metadata: Metadata = { title: "Service life" };

/** Service-life analytics: survival curves, failure modes, suggested intervals. */
export default async function ServiceLifePage({ params, searchParams }: Props) {
  return <ServiceLifeScreen org={(await params).org} groupBy={(await searchParams).groupBy} />;
}
