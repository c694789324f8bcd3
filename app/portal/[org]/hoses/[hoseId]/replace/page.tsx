import { HoseDetailScreen } from "@/components/hoses/hose-detail";
import { ReplaceHoseDialog } from "@/components/hoses/hose-dialogs";

/** hoses/{hoseId}/replace visited directly: the hose page with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return (
    <>
      <HoseDetailScreen org={org} hoseId={hoseId} />
      <ReplaceHoseDialog org={org} id={hoseId} mode="page" />
    </>
  );
}
