import { HoseDetailScreen } from "@/components/hoses/hose-detail";
import { HoseNoteDialog } from "@/components/hoses/hose-dialogs";

/** hoses/{hoseId}/note visited directly: the hose page with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return (
    <>
      <HoseDetailScreen org={org} hoseId={hoseId} />
      <HoseNoteDialog org={org} id={hoseId} mode="page" />
    </>
  );
}
