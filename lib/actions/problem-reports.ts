"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { runAction, type ActionState } from "@/lib/actions/state";
import { actOnProblemReport, ProblemReportActionSchema } from "@/lib/hoses/problem-reports";

/** 'Mark resolved' and 'Hide report' on the hose page's timeline (the service checks the role). */
export async function problemReportAction(
  organisationId: string,
  reportId: string,
  action: string,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const parsed = ProblemReportActionSchema.parse({ action });
    const { message } = await actOnProblemReport(ctx, reportId, parsed.action);
    return { ok: true, errors: {}, message };
  });
}
