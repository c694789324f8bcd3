import { z } from "zod";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/core/errors";
import { visibleHoses } from "./access";
import { hoseEntry } from "./audit";

/** POST /hoseMeta/{id}/report: what an Admin does with an anonymous problem report. */
export const ProblemReportActionSchema = z.object({
  action: z.enum(["resolve", "hide"], { error: "Choose resolve or hide" }),
});
export type ProblemReportAction = z.infer<typeof ProblemReportActionSchema>["action"];

export const REPORT_NOT_FOUND = "Problem report not found";
export const REPORT_RESOLVED = "The problem report has been marked resolved";
export const REPORT_HIDDEN = "The problem report has been hidden";

/**
 * An Admin (of an organisation that sees the hose, or a client admin) marks an anonymous problem
 * report resolved, or hides it: anyone may write one, so abuse and spam must be removable. A
 * hidden report leaves the hose's timeline and its photo is deleted with it; both stay in the
 * audit trail. Other roles: 403; a note that is not a report, hidden already, or on a hose the
 * caller does not see: 404.
 */
export async function actOnProblemReport(
  ctx: AuthedCtx,
  metaId: string,
  action: ProblemReportAction,
): Promise<{ id: string; message: string }> {
  if (!ctx.flags.isAdmin) throw forbidden();
  const report = await db().hoseMeta.findFirst({
    where: { id: metaId, clientId: ctx.client.id, problemReport: true, hiddenAt: null, hose: visibleHoses(ctx) },
    select: {
      id: true,
      resolvedAt: true,
      hose: { select: { id: true, name: true, tagId: true, customerOrganisationId: true } },
    },
  });
  if (!report) throw notFound(REPORT_NOT_FOUND);
  const now = new Date();
  await db().$transaction(async (tx) => {
    if (action === "hide") {
      await tx.hoseMeta.update({ where: { id: report.id }, data: { hiddenAt: now } });
      await tx.upload.updateMany({ where: { hoseMetaId: report.id, deletedAt: null }, data: { deletedAt: now } });
    } else {
      await tx.hoseMeta.update({ where: { id: report.id }, data: { resolvedAt: report.resolvedAt ?? now } });
    }
    await recordAudit(
      tx,
      ctx,
      hoseEntry(action === "hide" ? "hose.problem.hide" : "hose.problem.resolve", report.hose, {
        data: { metaId: report.id },
      }),
    );
  });
  return { id: report.id, message: action === "hide" ? REPORT_HIDDEN : REPORT_RESOLVED };
}
