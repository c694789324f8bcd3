import { activityExporter } from "@/lib/activity/export";
import { hoseConfigurationsExporter } from "@/lib/hose-configurations/export";
import { blankTemplateExporter, existingTemplateExporter } from "@/lib/hose-configurations/import/template-export";
import { hosesExporter } from "@/lib/hoses/export";
import { blankHosesTemplateExporter, existingHosesTemplateExporter } from "@/lib/hoses/import/template-export";
import { inspectionsExporter } from "@/lib/inspections/export";
import type { Exporter } from "@/lib/lists/exporter";
import { organisationsExporter } from "@/lib/organisations/export";
import { quoteLinesExporter, quotesExporter } from "@/lib/quotes/export";
import { batchExporter, batchTagsExporter } from "@/lib/tags/batch-exports";
import { usersExporter } from "@/lib/users/export";

/**
 * Every list `GET /{resource}/export` serves, by resource. Each area owns its exporter next to
 * its list (same where-clause, same order); this module only names them.
 */
export const EXPORTERS: Record<string, Exporter<unknown>> = {
  activity: activityExporter,
  organisations: organisationsExporter,
  users: usersExporter,
  hoses: hosesExporter,
  inspections: inspectionsExporter,
  quotes: quotesExporter,
  "quote-lines": quoteLinesExporter,
  "hose-configurations": hoseConfigurationsExporter,
  batches: batchExporter,
  "batch-tags": batchTagsExporter,
  "hose-configuration-existing": existingTemplateExporter,
  "hose-configuration-template": blankTemplateExporter,
  "hose-existing": existingHosesTemplateExporter,
  "hose-template": blankHosesTemplateExporter,
};

/** `hoses-2026-11-23.csv`: the list and the day it was exported. */
export function exportFilename(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
