import type { CsvColumn } from "@/lib/csv/write-csv";
import { today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { resultLabel } from "@/lib/hoses/screen";
import { afterKey, keysetIdBatches } from "@/lib/lists/batches";
import { assertCanExport, csvDate, defineExporter, mapBatches } from "@/lib/lists/exporter";
import { keysetOrderBy, keysetSelect } from "@/lib/lists/keyset";
import { inKeyOrder } from "@/lib/lists/keyset-list";
import { inspectionRowsByIds } from "./inspection-rows-by-id";
import { INSPECTION_KEYSET, inspectionWhere, toInspectionRow } from "./list-inspections";

/** GET /inspections/export: the inspection list as the screen filters it, newest first. */
export const inspectionsExporter = defineExporter({
  name: "inspections",
  assert: assertCanExport,
  columns: [
    { header: "Inspection date", value: (i) => csvDate(i.inspectionDate) },
    { header: "Result", value: (i) => resultLabel(i.inspectionResult) },
    { header: "Inspected by", value: (i) => i.inspectionName },
    { header: "Tag id", value: (i) => i.tagId },
    { header: "Hose", value: (i) => i.name },
    { header: "Customer", value: (i) => i.customerName },
    { header: "Distributor", value: (i) => i.distributorName },
    { header: "Location", value: (i) => i.organisationZoneName ?? "Uninstalled" },
    { header: "Configuration", value: (i) => i.hoseConfigurationName },
    { header: "Next inspection", value: (i) => csvDate(i.nextInspectionDate) },
    { header: "Notes", value: (i) => i.notes },
  ] satisfies CsvColumn<ReturnType<typeof toInspectionRow>>[],
  async rows(ctx, filters) {
    const today = todayDate();
    const where = await inspectionWhere(ctx, filters);
    return mapBatches(
      // As for hoses: the where-clause picks each batch's ids, the bulk pool reads their rows.
      keysetIdBatches(
        afterKey(INSPECTION_KEYSET, (segment, take) =>
          readDb().hoseMeta.findMany({
            where: { AND: [where, segment] },
            select: keysetSelect(INSPECTION_KEYSET) as Prisma.HoseMetaSelect,
            orderBy: keysetOrderBy(INSPECTION_KEYSET) as Prisma.HoseMetaOrderByWithRelationInput[],
            take,
          }),
        ),
        async (keys) => {
          const ids = keys.map((k) => k.id);
          return inKeyOrder(keys, await inspectionRowsByIds(ctx.client.id, ids));
        },
      ),
      (m) => toInspectionRow(m, today),
    );
  },
});
