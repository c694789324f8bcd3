import { clientIp } from "@/lib/auth/rate-limit";
import { readCappedText } from "@/lib/http/body";
import { PHOTO_TOO_LARGE } from "@/lib/hoses/problem-photo";
import { assertReportBudget, ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { TagParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { UPLOAD_MAX_BODY_BYTES } from "@/lib/hoses/documents/schemas";

const CAP = { maxBytes: UPLOAD_MAX_BODY_BYTES, tooLarge: { photo: [PHOTO_TOO_LARGE] } };

/**
 * POST /api/v1/hoses/tag/{tagId}/report {message, recaptchaResponse, photo?}: 'Report a problem'
 * from a tag's public card; no login. A note on the hose (with the photo attached) and an email
 * to its organisation's Admins. The body cap of POST /uploads: a photo is up to 10 MB in base64.
 * The rate limits are checked before the body is read, so a caller over them costs no parsing.
 */
export const POST = route(
  { auth: "public", params: TagParamsSchema, maxBodyBytes: CAP.maxBytes, tooLarge: CAP.tooLarge },
  async ({ client, request, params }) => {
    const ip = clientIp(request.headers);
    await assertReportBudget(client, params.tagId, ip);
    const text = await readCappedText(request, CAP);
    const body = ProblemReportSchema.parse(text.trim() === "" ? {} : JSON.parse(text));
    return { data: {}, status: 201, userMessage: await reportProblem(client, params.tagId, body, ip) };
  },
);
