import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TagManagementScreen } from "@/components/tags/tag-management-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tags"))("title") };
}

/** SPEC §2.1 TagManagement (guard superAdminRole). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <TagManagementScreen org={(await params).org} searchParams={await searchParams} />;
}
