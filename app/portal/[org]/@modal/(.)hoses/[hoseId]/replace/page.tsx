import { ReplaceHoseDialog } from "@/components/hoses/hose-dialogs";

/** hoses/{hoseId}/replace opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return <ReplaceHoseDialog org={org} id={hoseId} mode="intercepted" />;
}
