"use server";
import { actOnProblemReport, ProblemReportActionSchema } from "@/lib/hoses/problem-reports";
import { portalAction } from "./action";

/** 'Mark resolved' and 'Hide report' on the hose page's timeline (the service checks the role). */
export const problemReportAction = portalAction({}, async ({ ctx }, reportId: string, action: string) => {
  const parsed = ProblemReportActionSchema.parse({ action });
  const { message } = await actOnProblemReport(ctx, reportId, parsed.action);
  return { message };
});
