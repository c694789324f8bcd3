import { notFound } from "next/navigation";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { InfoPanel } from "@/components/ui/status-message";
import { deleteBatchAction, updateBatchAction } from "@/lib/actions/tags";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { AppError } from "@/lib/core/errors";
import { batchDistributorOptions } from "@/lib/tags/batch-rows";
import { getBatch } from "@/lib/tags";
import { BatchForm, DeleteBatchForm } from "./batch-forms";

type Props = { org: string; batchId: string; mode: RouteDialogMode };

const listHref = (org: string) => `/portal/${org}/tag-management`;

async function load(org: string, id: string) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "superAdminRole");
  try {
    return { ...(await getBatch(ctx, id)), distributors: await batchDistributorOptions(ctx) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/** SPEC §2.1 BatchEdit (tag-management/edit/{batchId}). */
export async function EditBatchDialog({ org, batchId, mode }: Props) {
  const row = await load(org, batchId);
  return (
    <RouteDialog title="Edit batch" mode={mode} listHref={listHref(org)}>
      <BatchForm
        action={updateBatchAction.bind(null, org, row.id)}
        name={row.name}
        distributorId={row.distributor?.id ?? null}
        distributors={row.distributors}
      />
    </RouteDialog>
  );
}

/** SPEC §2.1 BatchDelete (tag-management/delete/{batchId}); refused while a tag is in use (SPEC §4). */
export async function DeleteBatchDialog({ org, batchId, mode }: Props) {
  const row = await load(org, batchId);
  return (
    <RouteDialog title="Delete batch" mode={mode} listHref={listHref(org)}>
      {row.inUseHoseCount > 0 ? (
        <InfoPanel>
          {row.inUseHoseCount.toLocaleString("en-GB")} tags of {row.name} are fitted to hoses, so the batch cannot be
          deleted.
        </InfoPanel>
      ) : (
        <DeleteBatchForm action={deleteBatchAction.bind(null, org, row.id)} name={row.name} tags={row.hoseCount} />
      )}
    </RouteDialog>
  );
}
