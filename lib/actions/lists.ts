"use server";
import { z } from "zod";
import { requestExport } from "@/lib/exports/export-list";
import { EXPORTERS } from "@/lib/exports/exporters";
import { FilterValuesSchema, type FilterValues } from "@/lib/lists/schemas";
import { portalActionCtx } from "./ctx";
import { runAction, type ActionState } from "./state";

const ResourceSchema = z
  .string()
  .refine((r): r is keyof typeof EXPORTERS => r in EXPORTERS, "This list cannot be exported");

/**
 * CSV export of a list (SPEC 7 GET /{resource}/export): the same rights check and signed,
 * short-lived URL as the API; the browser opens it in a new tab.
 */
export async function exportListAction(
  organisationId: string,
  resource: string,
  filters: FilterValues,
): Promise<ActionState<{ url: string }>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const { url } = await requestExport(ctx, ResourceSchema.parse(resource), FilterValuesSchema.parse(filters));
    return { ok: true, errors: {}, data: { url } };
  });
}
