import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ManufacturersScreen } from "@/components/manufacturers/manufacturers-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("manufacturers"))("title") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <ManufacturersScreen org={(await params).org} searchParams={await searchParams} />;
}
