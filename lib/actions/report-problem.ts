"use server";
import { headers } from "next/headers";
import { browserSession } from "@/lib/auth/browser";
import { clientIp } from "@/lib/auth/rate-limit";
import { ProblemReportSchema, reportProblem } from "@/lib/hoses/report-problem";
import { formObject, runAction, type ActionState } from "./state";

/** 'Report a problem' on a tag's public card (POST /hoses/tag/{tagId}/report's payload). */
export async function reportProblemAction(tagId: string, _prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const { client } = await browserSession();
    const message = await reportProblem(
      client,
      tagId,
      ProblemReportSchema.parse(formObject(formData)),
      clientIp(await headers()),
    );
    return { ok: true, errors: {}, message };
  });
}
