"use client";
import { useState } from "react";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { ErrorList } from "@/components/ui/error-list";
import { exportListAction } from "@/lib/actions/lists";
import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import type { TagsText } from "./batch-forms";

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
export function BatchesTable({
  rows,
  organisationId,
  text,
}: {
  rows: BatchTableRow[];
  organisationId: string;
  text: TagsText;
}) {
  const number = (n: number) => n.toLocaleString(text.locale);
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
    { id: "name", header: text.batch, rowHeader: true, cell: (r) => r.name },
    { id: "createdAt", header: text.uploaded, cell: (r) => formatDateIn(r.createdAt, text.locale) },
    { id: "user", header: text.uploadedBy, cell: (r) => r.user?.fullName ?? "" },
    { id: "distributor", header: text.allocatedTo, cell: (r) => r.distributor?.name ?? text.notAllocated },
    { id: "hoseCount", header: text.tags, cell: (r) => number(r.hoseCount) },
    { id: "inUse", header: text.inUse, cell: (r) => number(r.inUseHoseCount) },
    actionsColumn((r) => {
      const actions: RowAction[] = [
        { label: text.editBatch, href: `${base}/edit/${r.id}` },
        { label: text.exportTags, onSelect: () => exportBatch(r.id) },
        { label: text.printLabels, onSelect: () => setLabelsFor(r) },
      ];
      if (r.inUseHoseCount === 0)
        actions.push({ label: text.deleteBatch, tone: "danger", href: `${base}/delete/${r.id}` });
      return <RowActions label={formatText(text.actionsFor, { name: r.name })} actions={actions} />;
    }),
  ];
  return (
    <>
      <ErrorList messages={errors} />
      <DataTable caption={text.tagBatches} columns={columns} rows={rows} getRowId={(r) => r.id} />
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
