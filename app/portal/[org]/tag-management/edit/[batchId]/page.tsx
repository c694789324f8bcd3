import { EditBatchDialog } from "@/components/tags/batch-dialogs";
import { TagManagementScreen } from "@/components/tags/tag-management-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Edit batch");

export default async function Page({ params }: { params: Promise<{ org: string; batchId: string }> }) {
  const { org, batchId } = await params;
  return (
    <>
      <TagManagementScreen org={org} searchParams={{}} />
      <EditBatchDialog org={org} batchId={batchId} mode="page" />
    </>
  );
}
