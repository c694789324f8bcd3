import { EditHoseDialog } from "@/components/hoses/hose-dialogs";

/** hoses/{hoseId}/edit opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return <EditHoseDialog org={org} id={hoseId} mode="intercepted" />;
}
