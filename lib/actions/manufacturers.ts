"use server";
import { createManufacturer, deleteManufacturer, updateManufacturer } from "@/lib/manufacturers";
import { ManufacturerCreateSchema, ManufacturerUpdateSchema } from "@/lib/manufacturers/schemas";
import { portalAction } from "./action";

/** ClientManufacturers dialogs: the services check client admin rights and word the notices. */
export const createManufacturerAction = portalAction({ schema: ManufacturerCreateSchema }, async ({ ctx, input }) => {
  const { message } = await createManufacturer(ctx, input);
  return { message };
});

export const updateManufacturerAction = portalAction(
  { schema: ManufacturerUpdateSchema, input: ({ form }, id: string) => ({ ...form, id }) },
  async ({ ctx, input }) => {
    const { message } = await updateManufacturer(ctx, input);
    return { message };
  },
);

export const deleteManufacturerAction = portalAction({}, async ({ ctx }, id: string) => {
  const { message } = await deleteManufacturer(ctx, id);
  return { message };
});
