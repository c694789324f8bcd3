import type { Metadata } from "next";
import { HoseDetailScreen, loadHose } from "@/components/hoses/hose-detail";
import { hoseTitle } from "@/lib/hoses/screen";

type Props = { params: Promise<{ org: string; hoseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { org, hoseId } = await params;
  const hose = await loadHose(org, hoseId);
  return { title: hose ? hoseTitle(hose) : "Unable to load" };
}

/** SPEC §2.5 HoseDetail. */
export default async function Page({ params }: Props) {
  const { org, hoseId } = await params;
  return <HoseDetailScreen org={org} hoseId={hoseId} />;
}
