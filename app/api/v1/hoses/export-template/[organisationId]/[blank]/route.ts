import { requestExport } from "@/lib/exports/export-list";
import { HoseBlankTemplateParamsSchema } from "@/lib/hoses/import/schemas";
import { hoseTemplateResource } from "@/lib/hoses/import/template-export";
import { route } from "@/lib/http/route";

/** GET /api/v1/hoses/export-template/{organisationId}/true: 'Download blank template' (a URL). */
export const GET = route({ params: HoseBlankTemplateParamsSchema }, async ({ ctx, params }) => ({
  data: await requestExport(ctx, hoseTemplateResource(true), { organisationId: params.organisationId }),
}));
