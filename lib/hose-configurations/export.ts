import type { CsvColumn } from "@/lib/csv/write-csv";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { assertCanExport, defineExporter, mapBatches, yesNo } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { HOSE_CONFIGURATION_ORDER, hoseConfigurationListWhere } from "./list-hose-configurations";
import { barTo, mmTo, unitsOf } from "@/lib/units/convert";
import { withUnit } from "@/lib/units/format";
import { hoseConfigurationInclude, toHoseConfigurationRow } from "./row";

/** GET /hose-configurations/export: the configuration library as the screen filters it. */
export const hoseConfigurationsExporter = defineExporter({
  name: "hose-configurations",
  assert: assertCanExport,
  // Pressure and length in the reader's units, the header naming them: 'Length (in)'.
  columns: (ctx) => {
    const units = unitsOf(ctx);
    return [
      { header: "Name", value: (c) => c.name },
      { header: "Organisation", value: (c) => c.organisationName },
      { header: "Hose type", value: (c) => c.type },
      { header: "Bore size", value: (c) => c.boreSize },
      { header: withUnit("Display pressure", units.pressure), value: (c) => barTo(c.displayPressure, units.pressure) },
      { header: withUnit("Length", units.length), value: (c) => mmTo(c.length, units.length) },
      { header: "Connection 1", value: (c) => c.connection1 },
      { header: "Connection 1 size", value: (c) => c.connection1JumpSize },
      { header: "Connection 1 type", value: (c) => c.connection1Type },
      { header: "Connection 2", value: (c) => c.connection2 },
      { header: "Connection 2 size", value: (c) => c.connection2JumpSize },
      { header: "Connection 2 type", value: (c) => c.connection2Type },
      { header: "Orientation", value: (c) => c.orientation },
      { header: "Manufacturer", value: (c) => c.manufacturer },
      { header: "Sleeving", value: (c) => yesNo(c.sleeving) },
      { header: "Test certificate", value: (c) => yesNo(c.testCertificate) },
      { header: "Conformity certificate", value: (c) => yesNo(c.conformityCertificate) },
      { header: "Notes", value: (c) => c.notes },
      { header: "Tagged hoses", value: (c) => c.hoseCount },
    ] satisfies CsvColumn<ReturnType<typeof toHoseConfigurationRow>>[];
  },
  async rows(ctx, filters) {
    const where = hoseConfigurationListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(HOSE_CONFIGURATION_ORDER, (segment, take) =>
        readDb().hoseConfiguration.findMany({
          where: { AND: [where, segment] },
          include: hoseConfigurationInclude,
          orderBy: keysetOrderBy(HOSE_CONFIGURATION_ORDER) as Prisma.HoseConfigurationOrderByWithRelationInput[],
          take,
        }),
      ),
      toHoseConfigurationRow,
    );
  },
});
