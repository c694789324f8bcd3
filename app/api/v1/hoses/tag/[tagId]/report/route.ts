import { clientIp } from "@/lib/auth/rate-limit";
import { ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { TagParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/hoses/tag/{tagId}/report {message, recaptchaResponse}: 'Report a problem' from a
 * tag's public card; no login. A note on the hose and an email to its organisation's Admins.
 */
export const POST = route(
  { auth: "public", params: TagParamsSchema, body: ProblemReportSchema },
  async ({ client, request, params, body }) => ({
    data: {},
    status: 201,
    userMessage: await reportProblem(client, params.tagId, body, clientIp(request.headers)),
  }),
);
