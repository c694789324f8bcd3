import { ChecklistsScreen } from "@/components/checklists/checklists-screen";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("checklists"))("title") };
}

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <ChecklistsScreen org={(await params).org} />;
}
