"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { deleteBatch, updateBatch } from "@/lib/tags/batches";
import { TagBatchUpdateSchema } from "@/lib/tags/schemas";

/** TagManagement dialogs (SPEC 2.1 BatchEdit, BatchDelete): the services check system admin rights. */
export async function updateBatchAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await updateBatch(ctx, TagBatchUpdateSchema.parse({ ...formObject(formData), id }));
    return { ok: true, errors: {}, message: `${row.name} has been saved` };
  });
}

export async function deleteBatchAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await deleteBatch(ctx, id);
    return { ok: true, errors: {}, message: `${row.name} has been deleted` };
  });
}
