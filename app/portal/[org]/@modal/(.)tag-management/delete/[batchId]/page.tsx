import { DeleteBatchDialog } from "@/components/tags/batch-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; batchId: string }> }) {
  const { org, batchId } = await params;
  return <DeleteBatchDialog org={org} batchId={batchId} mode="intercepted" />;
}
