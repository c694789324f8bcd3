import type { AuthedCtx } from "@/lib/core/ctx";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { db } from "@/lib/db/client";
import type { Exporter } from "@/lib/lists/exporter";
import type { FilterValues } from "@/lib/lists/schemas";
import { requireHoseImport } from "../access";
import { existingHoses, hoseImportCustomer } from "./import-context";
import type { ExistingHose } from "./rules";
import { hoseTemplateCell } from "./template-cell";
import { HOSE_TEMPLATE_COLUMNS } from "./template";

/**
 * GET /hoses/export-template/{organisationId}[/true]: the hose import template of a customer,
 * through the same signed download as the list exports. 'Download existing' fills it with the
 * customer's active hoses (by location, then name), in exactly the forms the import reads, so
 * the file imports back with no change; the blank template is the header only. Who may:
 * whoever may import into that customer.
 */
function hoseTemplateExporter(blank: boolean) {
  const columns: CsvColumn<ExistingHose>[] = HOSE_TEMPLATE_COLUMNS.map(([header, field]) => ({
    header,
    value: (h) => hoseTemplateCell(h, field),
  }));
  return {
    name: blank ? "hoses-template" : "hoses-existing",
    assert: requireHoseImport,
    columns,
    async rows(ctx: AuthedCtx, filters: FilterValues) {
      const id = typeof filters.organisationId === "string" ? filters.organisationId : "";
      const customer = await hoseImportCustomer(ctx, id);
      if (blank) return (async function* () {})();
      return (async function* () {
        yield await existingHoses(db(), ctx.client.id, customer.id, null);
      })();
    },
  } as unknown as Exporter<unknown>;
}

export const existingHosesTemplateExporter = hoseTemplateExporter(false);
export const blankHosesTemplateExporter = hoseTemplateExporter(true);

/** The export resource a template request names. */
export const hoseTemplateResource = (blank: boolean) => (blank ? "hose-template" : "hose-existing");
