import type { CsvColumn } from "@/lib/csv/write-csv";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { defineExporter } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { visibleActivity } from "./access";
import { ACTIVITY_ORDER, activityListWhere, toActivityRows } from "./list-activity";
import type { ActivityRow } from "@/lib/audit/schemas";

/** GET /activity/export: the audit trail, newest first as the Activity list shows it. */
export const activityExporter = defineExporter({
  name: "activity",
  assert: (ctx) => void visibleActivity(ctx),
  columns: [
    { header: "When (UTC)", value: (a) => a.createdAt.replace("T", " ").slice(0, 19) },
    { header: "Who", value: (a) => a.actorName },
    { header: "Impersonated by", value: (a) => a.impersonatorName },
    { header: "Action", value: (a) => a.actionLabel },
    { header: "What", value: (a) => a.entity },
    { header: "Record", value: (a) => a.label },
    { header: "Record id", value: (a) => a.entityId },
    {
      header: "Changes",
      value: (a) => a.changes.map((c) => `${c.label}: ${c.beforeText} -> ${c.afterText}`).join("; "),
    },
    { header: "Details", value: (a) => (a.data ? JSON.stringify(a.data) : "") },
    { header: "Request id", value: (a) => a.requestId },
  ] satisfies CsvColumn<ActivityRow>[],
  async rows(ctx, filters) {
    const where = activityListWhere(ctx, filters);
    // Names in place of ids, as on the Activity page: one query per kind of record per batch.
    const batches = orderedBatches(ACTIVITY_ORDER, (segment, take) =>
      readDb().auditEvent.findMany({
        where: { AND: [where, segment] },
        orderBy: keysetOrderBy(ACTIVITY_ORDER) as Prisma.AuditEventOrderByWithRelationInput[],
        take,
      }),
    );
    return (async function* () {
      for await (const batch of batches) yield await toActivityRows(ctx, batch);
    })();
  },
});
