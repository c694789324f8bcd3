import { requestExport } from "@/lib/exports/export-list";
import { templateResource } from "@/lib/hose-configurations/import/template-export";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/hose-configurations/export-template/{id}: 'Download existing' of organisation {id}'s library (a URL). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await requestExport(ctx, templateResource(false), { organisationId: params.id }),
}));
