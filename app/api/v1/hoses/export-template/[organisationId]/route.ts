import { requestExport } from "@/lib/exports/export-list";
import { HoseImportParamsSchema } from "@/lib/hoses/import/schemas";
import { hoseTemplateResource } from "@/lib/hoses/import/template-export";
import { route } from "@/lib/http/route";

/** GET /api/v1/hoses/export-template/{organisationId}: 'Download existing' of a customer's hoses (a URL). */
export const GET = route({ params: HoseImportParamsSchema }, async ({ ctx, params }) => ({
  data: await requestExport(ctx, hoseTemplateResource(false), { organisationId: params.organisationId }),
}));
