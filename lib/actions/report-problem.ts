"use server";
import { headers } from "next/headers";
import { browserSession } from "@/lib/web/browser-session";
import { clientIp } from "@/lib/auth/rate-limit";
import { assertReportBudget, ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { formObject, runAction, type ActionState } from "./state";

/**
 * 'Report a problem' on a tag's public card (POST /hoses/tag/{tagId}/report's payload). The
 * form sends the photo as the API takes it (photoBase64Data, photoFilename: shrunk in the
 * browser to fit the server action's 1 MB body).
 */
export async function reportProblemAction(tagId: string, _prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const { client } = await browserSession();
    const ip = clientIp(await headers());
    await assertReportBudget(client, tagId, ip);
    const { photoBase64Data, photoFilename, ...fields } = formObject(formData);
    const photo = photoBase64Data ? { photo: { base64Data: photoBase64Data, filename: photoFilename } } : {};
    const message = await reportProblem(client, tagId, ProblemReportSchema.parse({ ...fields, ...photo }), ip);
    return { ok: true, errors: {}, message };
  });
}
