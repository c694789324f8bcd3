import type { AuthedCtx } from "@/lib/core/ctx";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { db } from "@/lib/db/client";
import type { Exporter } from "@/lib/lists/exporter";
import { orderedBatches } from "@/lib/lists/batches";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetOrderBy } from "@/lib/lists/keyset";
import type { FilterValues } from "@/lib/lists/schemas";
import { requireConfigurationChanges } from "../access";
import { HOSE_CONFIGURATION_ORDER } from "../list-hose-configurations";
import { importTarget } from "./import-context";
import type { ImportConfiguration } from "./rules";
import { barTo, mmTo, unitsOf, type Units } from "@/lib/units/convert";
import { TEMPLATE_COLUMNS, templateHeaders } from "./template";

/**
 * The template file's data lines (for 'Download existing'), pressure and length in the reader's
 * units, which the header names ('Display pressure (psi)'), so the import reads them back.
 */
function templateCells(config: ImportConfiguration & { id: string }, units: Units): Array<string | number> {
  return TEMPLATE_COLUMNS.map(([, field]) => {
    const v = config[field];
    if (typeof v === "boolean") return v ? 1 : 0;
    if (field === "displayPressure" && typeof v === "number") return barTo(v, units.pressure);
    if (field === "length" && typeof v === "number") return mmTo(v, units.length);
    return v ?? "";
  });
}

type TemplateRow = ImportConfiguration & { id: string };

const select = Object.fromEntries(TEMPLATE_COLUMNS.map(([, field]) => [field, true])) as Record<
  (typeof TEMPLATE_COLUMNS)[number][1],
  true
>;

/**
 * GET /hose-configurations/export-template/{id}[/true]: the import template of a library,
 * through the same signed download as the list exports. 'Download existing' fills it with the
 * library's configurations (DO-NOT-EDIT holds each id); the blank template is the header only.
 * Who may: whoever may import into that library.
 */
function templateExporter(blank: boolean) {
  const columns = (ctx: AuthedCtx): CsvColumn<TemplateRow>[] => {
    const units = unitsOf(ctx);
    const headers = templateHeaders({ pressureUnit: units.pressure, lengthUnit: units.length });
    return headers.map((header, i) => ({ header, value: (c) => templateCells(c, units)[i] }));
  };
  return {
    name: blank ? "hose-configurations-template" : "hose-configurations-existing",
    assert: requireConfigurationChanges,
    columns,
    async rows(ctx: AuthedCtx, filters: FilterValues) {
      const org = await importTarget(ctx, typeof filters.organisationId === "string" ? filters.organisationId : "");
      if (blank) return (async function* () {})();
      const where = { clientId: ctx.client.id, organisationId: org.id, hidden: false };
      // By name, as the library lists them.
      return orderedBatches(HOSE_CONFIGURATION_ORDER, (segment, take) =>
        db().hoseConfiguration.findMany({
          where: { AND: [where, segment] },
          select,
          orderBy: keysetOrderBy(HOSE_CONFIGURATION_ORDER) as Prisma.HoseConfigurationOrderByWithRelationInput[],
          take,
        }),
      );
    },
  } as unknown as Exporter<unknown>;
}

export const existingTemplateExporter = templateExporter(false);
export const blankTemplateExporter = templateExporter(true);

/** The export resource a template request names. */
export const templateResource = (blank: boolean) =>
  blank ? "hose-configuration-template" : "hose-configuration-existing";
