"use server";
import { z } from "zod";
import { requestExport } from "@/lib/exports/export-list";
import { EXPORTERS } from "@/lib/exports/exporters";
import { FilterValuesSchema, type FilterValues } from "@/lib/lists/schemas";
import { portalAction } from "./action";

const ResourceSchema = z
  .string()
  .refine((r): r is keyof typeof EXPORTERS => r in EXPORTERS, "This list cannot be exported");

/**
 * CSV export of a list (GET /{resource}/export): the same rights check and signed, short-lived
 * URL as the API; the browser opens it in a new tab.
 */
export const exportListAction = portalAction({}, async ({ ctx }, resource: string, filters: FilterValues) => {
  const { url } = await requestExport(ctx, ResourceSchema.parse(resource), FilterValuesSchema.parse(filters));
  return { data: { url } };
});
