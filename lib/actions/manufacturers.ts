"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { createManufacturer, deleteManufacturer, updateManufacturer } from "@/lib/manufacturers/manufacturers";
import { ManufacturerCreateSchema, ManufacturerUpdateSchema } from "@/lib/manufacturers/schemas";

/** ClientManufacturers dialogs (SPEC 2.5): the services check client admin rights. */
export async function createManufacturerAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await createManufacturer(ctx, ManufacturerCreateSchema.parse(formObject(formData)));
    return { ok: true, errors: {}, message: `${row.name} has been added` };
  });
}

export async function updateManufacturerAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await updateManufacturer(ctx, ManufacturerUpdateSchema.parse({ ...formObject(formData), id }));
    return { ok: true, errors: {}, message: `${row.name} has been saved` };
  });
}

export async function deleteManufacturerAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: await deleteManufacturer(ctx, id) };
  });
}
