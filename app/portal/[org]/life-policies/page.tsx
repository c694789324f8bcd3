import { LifePoliciesScreen } from "@/components/life-policies/life-policies-screen";

export const metadata = { title: "Life policies" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LifePoliciesScreen org={(await params).org} searchParams={await searchParams} />;
}
