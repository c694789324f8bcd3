import { AddHoseDialog } from "@/components/hoses/hose-dialogs";
import { HosesScreen } from "@/components/hoses/hoses-screen";

/** hoses/add visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <HosesScreen org={org} searchParams={{}} />
      <AddHoseDialog org={org} mode="page" />
    </>
  );
}
