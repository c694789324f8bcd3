import { HoseDetailScreen } from "@/components/hoses/hose-detail";
import { EditHoseDialog } from "@/components/hoses/hose-dialogs";

/** hoses/{hoseId}/edit visited directly: the hose page with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return (
    <>
      <HoseDetailScreen org={org} hoseId={hoseId} />
      <EditHoseDialog org={org} id={hoseId} mode="page" />
    </>
  );
}
