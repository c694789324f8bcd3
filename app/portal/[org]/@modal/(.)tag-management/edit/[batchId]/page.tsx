import { EditBatchDialog } from "@/components/tags/batch-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; batchId: string }> }) {
  const { org, batchId } = await params;
  return <EditBatchDialog org={org} batchId={batchId} mode="intercepted" />;
}
