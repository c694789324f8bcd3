import { notFound } from "next/navigation";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { InfoPanel } from "@/components/ui/status-message";
import { deleteBatchAction, updateBatchAction } from "@/lib/actions/tags";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { AppError } from "@/lib/core/errors";
import { batchDistributorOptions } from "@/lib/tags/batch-rows";
import { getBatch } from "@/lib/tags";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import { BatchForm, DeleteBatchForm, type TagsText } from "./batch-forms";

const texts = async (): Promise<TagsText> => {
  const locale = await pageLocale();
  return { ...clientTexts(locale, "tags"), locale };
};

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
  const text = await texts();
  return (
    <RouteDialog title={text.editBatch} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <BatchForm
        action={updateBatchAction.bind(null, org, row.id)}
        name={row.name}
        distributorId={row.distributor?.id ?? null}
        distributors={row.distributors}
        text={text}
      />
    </RouteDialog>
  );
}

/** SPEC §2.1 BatchDelete (tag-management/delete/{batchId}); refused while a tag is in use (SPEC §4). */
export async function DeleteBatchDialog({ org, batchId, mode }: Props) {
  const row = await load(org, batchId);
  const text = await texts();
  return (
    <RouteDialog title={text.deleteBatch} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      {row.inUseHoseCount > 0 ? (
        <InfoPanel>
          {formatText(text.batchInUse, { count: row.inUseHoseCount.toLocaleString(text.locale), name: row.name })}
        </InfoPanel>
      ) : (
        <DeleteBatchForm
          action={deleteBatchAction.bind(null, org, row.id)}
          name={row.name}
          tags={row.hoseCount}
          text={text}
        />
      )}
    </RouteDialog>
  );
}
