import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { actionLabel, fieldLabel } from "@/lib/audit/actions";
import type { Changes } from "@/lib/audit/changes";
import { formatAuditValue } from "./recorded-values";

/** Entries the timeline adds to what the hose's own history (inspections, notes) already shows. */
const TIMELINE_ACTIONS = ["hose.create", "hose.update", "hose.upload", "hose.upload.delete"];

export type HoseChange = {
  id: string;
  title: string;
  at: string;
  by: string | null;
  notes: string | null;
  /** The upload an upload entry is about (the timeline shows a photo of an inspection once). */
  uploadId: string | null;
};

/**
 * The audit entries of one hose for its timeline: edits with their changed fields,
 * documents added and removed. The caller has already been allowed to see the hose.
 */
export async function hoseChanges(ctx: AuthedCtx, hoseId: string): Promise<HoseChange[]> {
  const rows = await db().auditEvent.findMany({
    where: { clientId: ctx.client.id, entity: "Hose", entityId: hoseId, action: { in: TIMELINE_ACTIONS } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((e) => {
    const changes = Object.entries((e.changes ?? {}) as Changes)
      .filter(([field]) => e.action !== "hose.create" && !field.endsWith("Id"))
      .map(
        ([field, c]) =>
          `${fieldLabel(field)}: ${formatAuditValue(field, c.before)} → ${formatAuditValue(field, c.after)}`,
      );
    const data = (e.data ?? {}) as { filename?: string; uploadId?: string };
    const lines = [...changes, ...(data.filename ? [data.filename] : [])];
    const by = e.actorName?.replace(/ <[^>]*>$/, "") ?? null;
    return {
      id: e.id,
      title: actionLabel(e.action),
      at: e.createdAt.toISOString(),
      by: e.impersonatorName ? `${by} (impersonated by ${e.impersonatorName.replace(/ <[^>]*>$/, "")})` : by,
      notes: lines.length ? lines.join("\n") : null,
      uploadId: e.action === "hose.upload" ? (data.uploadId ?? null) : null,
    };
  });
}
