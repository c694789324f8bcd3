"use server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/auth/rate-limit";
import { assertReportBudget, ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { publicAction } from "./action";
import { formObject, type ActionState } from "./state";

/**
 * 'Report a problem' on a tag's public card (POST /hoses/tag/{tagId}/report's payload). The
 * form sends the photo as the API takes it (photoBase64Data, photoFilename: shrunk in the
 * browser to fit the server action's 1 MB body). The report budget is checked before the form
 * is read, as the API does.
 */
export const reportProblemAction = publicAction(
  {},
  async ({ client }, tagId: string, _prev: ActionState, formData: FormData) => {
    const ip = clientIp(await headers());
    await assertReportBudget(client, tagId, ip);
    const { photoBase64Data, photoFilename, ...fields } = formObject(formData);
    const photo = photoBase64Data ? { photo: { base64Data: photoBase64Data, filename: photoFilename } } : {};
    return { message: await reportProblem(client, tagId, ProblemReportSchema.parse({ ...fields, ...photo }), ip) };
  },
);
