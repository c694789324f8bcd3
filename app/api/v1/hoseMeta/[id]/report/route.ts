import { actOnProblemReport, ProblemReportActionSchema } from "@/lib/hoses/problem-reports";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/hoseMeta/{id}/report {action: "resolve" | "hide"}: an Admin marks an anonymous
 * problem report resolved, or hides it from the hose's timeline.
 */
export const POST = route(
  { params: IdParamsSchema, body: ProblemReportActionSchema },
  async ({ ctx, params, body }) => {
    const result = await actOnProblemReport(ctx, params.id, body.action);
    return { data: { id: result.id }, userMessage: result.message };
  },
);
