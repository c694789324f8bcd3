import { LifePoliciesScreen } from "@/components/life-policies/life-policies-screen";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lifePolicies"))("title") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LifePoliciesScreen org={(await params).org} searchParams={await searchParams} />;
}
