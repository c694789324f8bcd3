import { CompetenceApprovalsScreen } from "@/components/competences/competence-approvals-screen";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("competences"))("title") };
}

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <CompetenceApprovalsScreen org={(await params).org} />;
}
