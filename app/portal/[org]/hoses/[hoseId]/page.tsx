import type { Metadata } from "next";
import { HoseDetailScreen, loadHose } from "@/components/hoses/hose-detail";
import { hoseStateText } from "@/components/hoses/hose-state-text";
import { hoseTitleIn } from "@/components/hoses/hose-text";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/web/locale";

type Props = { params: Promise<{ org: string; hoseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { org, hoseId } = await params;
  const locale = await pageLocale();
  const hose = await loadHose(org, hoseId, locale);
  // In the page's language, as the page's heading.
  return { title: hose ? hoseTitleIn(hose, hoseStateText(locale)) : (await getTranslations("hose"))("unableToLoad") };
}

/** SPEC §2.5 HoseDetail. */
export default async function Page({ params }: Props) {
  const { org, hoseId } = await params;
  return <HoseDetailScreen org={org} hoseId={hoseId} />;
}
