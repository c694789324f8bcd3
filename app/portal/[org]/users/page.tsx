import { UsersScreen } from "@/components/users/users-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

/** SPEC §2.5 Users (guard userAdminRole). */
export default async function UsersPage({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <UsersScreen org={(await params).org} searchParams={await searchParams} />;
}
