import { z } from "zod";
import { singleLine } from "@/lib/core/text";

export const ManufacturerNameSchema = z
  .string({ error: "Name is required" })
  .overwrite(singleLine)
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

export const ManufacturerCreateSchema = z.object({ name: ManufacturerNameSchema });
export const ManufacturerUpdateSchema = z.object({ id: z.uuid("Not found"), name: ManufacturerNameSchema });
export type ManufacturerCreateInput = z.infer<typeof ManufacturerCreateSchema>;
export type ManufacturerUpdateInput = z.infer<typeof ManufacturerUpdateSchema>;

export const ManufacturerSchema = z.object({ id: z.uuid(), name: z.string() });
