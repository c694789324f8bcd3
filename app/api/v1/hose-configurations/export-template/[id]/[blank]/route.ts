import { requestExport } from "@/lib/exports/export-list";
import { BlankTemplateParamsSchema } from "@/lib/hose-configurations/import/schemas";
import { templateResource } from "@/lib/hose-configurations/import/template-export";
import { route } from "@/lib/http/route";

/** GET /api/v1/hose-configurations/export-template/{id}/true: 'Download blank template' (a URL). */
export const GET = route({ params: BlankTemplateParamsSchema }, async ({ ctx, params }) => ({
  data: await requestExport(ctx, templateResource(true), { organisationId: params.id }),
}));
