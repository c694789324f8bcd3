import { clientIp } from "@/lib/auth/rate-limit";
import { ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { TagParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { UPLOAD_MAX_BODY_BYTES } from "@/lib/uploads/schemas";
import { PHOTO_TOO_LARGE } from "@/lib/hoses/problem-photo";

/**
 * POST /api/v1/hoses/tag/{tagId}/report {message, recaptchaResponse, photo?}: 'Report a problem'
 * from a tag's public card; no login. A note on the hose (with the photo attached) and an email
 * to its organisation's Admins. The body cap of POST /uploads: a photo is up to 10 MB in base64.
 */
export const POST = route(
  {
    auth: "public",
    params: TagParamsSchema,
    body: ProblemReportSchema,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    tooLarge: { photo: [PHOTO_TOO_LARGE] },
  },
  async ({ client, request, params, body }) => ({
    data: {},
    status: 201,
    userMessage: await reportProblem(client, params.tagId, body, clientIp(request.headers)),
  }),
);
