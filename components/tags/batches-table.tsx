"use client";
import { useState } from "react";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { ErrorList } from "@/components/ui/error-list";
import { exportListAction } from "@/lib/actions/lists";
import { formatDate } from "@/lib/dates";

export type BatchTableRow = {
  id: string;
  name: string;
  createdAt: string;
  hoseCount: number;
  inUseHoseCount: number;
  user: { fullName: string } | null;
  distributor: { id: string; name: string } | null;
};

/**
 * The batch list (SPEC §2.5 TagManagement): Edit, Export, and Delete only when no tag of the
 * batch is in use (SPEC §4). Export opens the batch's tags as CSV in a new tab; Print labels
 * makes a PDF of the batch's QR labels.
 */
export function BatchesTable({ rows, organisationId }: { rows: BatchTableRow[]; organisationId: string }) {
  const base = `/portal/${organisationId}/tag-management`;
  const [errors, setErrors] = useState<string[]>([]);
  // The batch whose QR labels are being printed.
  const [labelsFor, setLabelsFor] = useState<BatchTableRow | null>(null);
  const exportBatch = (id: string) => {
    setErrors([]);
    const tab = window.open("", "_blank");
    void exportListAction(organisationId, "batch-tags", { batch: id }).then((result) => {
      if (result.ok && result.data) {
        if (tab) tab.location.href = result.data.url;
        else window.location.assign(result.data.url);
      } else {
        tab?.close();
        setErrors(Object.values(result.errors).flat());
      }
    });
  };
  const columns: DataColumn<BatchTableRow>[] = [
    { id: "name", header: "Batch", rowHeader: true, cell: (r) => r.name },
    { id: "createdAt", header: "Uploaded", cell: (r) => formatDate(r.createdAt) },
    { id: "user", header: "Uploaded by", cell: (r) => r.user?.fullName ?? "" },
    { id: "distributor", header: "Allocated to", cell: (r) => r.distributor?.name ?? "Not allocated" },
    { id: "hoseCount", header: "Tags", cell: (r) => r.hoseCount.toLocaleString("en-GB") },
    { id: "inUse", header: "In use", cell: (r) => r.inUseHoseCount.toLocaleString("en-GB") },
    actionsColumn((r) => {
      const actions: RowAction[] = [
        { label: "Edit batch", href: `${base}/edit/${r.id}` },
        { label: "Export tags", onSelect: () => exportBatch(r.id) },
        { label: "Print labels", onSelect: () => setLabelsFor(r) },
      ];
      if (r.inUseHoseCount === 0)
        actions.push({ label: "Delete batch", tone: "danger", href: `${base}/delete/${r.id}` });
      return <RowActions label={`Actions for ${r.name}`} actions={actions} />;
    }),
  ];
  return (
    <>
      <ErrorList messages={errors} />
      <DataTable caption="Tag batches" columns={columns} rows={rows} getRowId={(r) => r.id} />
      {labelsFor ? (
        <PrintLabelsDialog
          key={labelsFor.id}
          open
          onOpenChange={(open) => (open ? undefined : setLabelsFor(null))}
          organisationId={organisationId}
          endpoint={`/api/v1/batches/${labelsFor.id}/labels`}
          source={{}}
          count={labelsFor.hoseCount}
          inParts
        />
      ) : null}
    </>
  );
}
