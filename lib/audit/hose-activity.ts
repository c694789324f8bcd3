import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { actionLabel, fieldLabel } from "./actions";
import type { Changes } from "./changes";

/** Entries the timeline adds to what the hose's own history (inspections, notes) already shows. */
const TIMELINE_ACTIONS = ["hose.create", "hose.update", "hose.upload", "hose.upload.delete"];
const STATUS = ["Good", "Monitor", "Replace", "Uninstalled"];

export type HoseChange = { id: string; title: string; at: string; by: string | null; notes: string | null };

/**
 * The audit entries of one hose for its timeline (issue 16): edits with their changed fields,
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
      .map(([field, c]) => `${fieldLabel(field)}: ${shown(field, c.before)} → ${shown(field, c.after)}`);
    const data = (e.data ?? {}) as { filename?: string };
    const lines = [...changes, ...(data.filename ? [data.filename] : [])];
    const by = e.actorName?.replace(/ <[^>]*>$/, "") ?? null;
    return {
      id: e.id,
      title: actionLabel(e.action),
      at: e.createdAt.toISOString(),
      by: e.impersonatorName ? `${by} (impersonated by ${e.impersonatorName.replace(/ <[^>]*>$/, "")})` : by,
      notes: lines.length ? lines.join("\n") : null,
    };
  });
}

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (field === "status" && typeof value === "number") return STATUS[value] ?? String(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return typeof value === "string" ? value : JSON.stringify(value);
}
