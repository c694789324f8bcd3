import type { CsvColumn } from "@/lib/csv/write-csv";
import { today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterKey, keysetIdBatches } from "@/lib/lists/batches";
import { assertCanExport, csvDate, defineExporter, mapBatches, yesNo } from "@/lib/lists/exporter";
import { keysetOrderBy, keysetSelect } from "@/lib/lists/keyset";
import { inKeyOrder } from "@/lib/lists/keyset-list";
import { stringFilter } from "@/lib/lists/paginate";
import { toHoseRow } from "./hose-row";
import { hoseRowsByIds } from "./hose-rows-by-id";
import { hoseKeysetOrder, hoseListWhere } from "./list-hoses";
import { statusChip } from "./screen";

/** GET /hoses/export: the hose list as the screen filters and sorts it. */
export const hosesExporter = defineExporter({
  name: "hoses",
  assert: assertCanExport,
  columns: [
    { header: "Tag id", value: (h) => h.tagId },
    { header: "Name", value: (h) => h.name },
    { header: "Status", value: (h) => statusChip(h.status).label },
    { header: "Customer", value: (h) => h.customerName },
    { header: "Distributor", value: (h) => h.distributorName },
    { header: "Location", value: (h) => h.organisationZoneName ?? "Uninstalled" },
    { header: "Configuration", value: (h) => h.hoseConfigurationName },
    { header: "Manufacturer", value: (h) => h.manufacturer },
    { header: "Manufacture date", value: (h) => csvDate(h.manufactureDate) },
    { header: "Build date", value: (h) => csvDate(h.buildDate) },
    { header: "Installation date", value: (h) => csvDate(h.installationDate) },
    { header: "Next inspection", value: (h) => csvDate(h.nextInspectionDate) },
    { header: "Last inspection", value: (h) => csvDate(h.lastInspectionDate) },
    { header: "Last inspected by", value: (h) => h.lastInspectionName },
    { header: "Replacement date", value: (h) => csvDate(h.replacementDate) },
    { header: "Replacement warning", value: (h) => yesNo(h.replacementWarning) },
    { header: "Archived", value: (h) => yesNo(h.deletedAt !== null) },
  ] satisfies CsvColumn<ReturnType<typeof toHoseRow>>[],
  async rows(ctx, filters) {
    const today = todayDate();
    const where = await hoseListWhere(ctx, filters, today);
    // The list's sort as the user chose it (the same filter), so the file reads as the screen.
    const order = hoseKeysetOrder(stringFilter(filters, "sort"));
    return mapBatches(
      // The list's where-clause picks each batch's keys in its order; one joined query reads their rows.
      keysetIdBatches(
        afterKey(order, (segment, take) =>
          readDb().hose.findMany({
            where: { AND: [where, segment] },
            select: keysetSelect(order) as Prisma.HoseSelect,
            orderBy: keysetOrderBy(order) as Prisma.HoseOrderByWithRelationInput[],
            take,
          }),
        ),
        async (keys) => {
          const ids = keys.map((k) => k.id);
          return inKeyOrder(keys, await hoseRowsByIds(ctx.client.id, ids));
        },
      ),
      (h) => toHoseRow(h, today),
    );
  },
});
