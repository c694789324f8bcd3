"use server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { importOptions, importTarget, loadImportContext } from "@/lib/hose-configurations/import/import-context";
import type { ExistingConfiguration, ImportOptions, KnownValues } from "@/lib/hose-configurations/import/rules";
import { portalAction } from "./action";

export type ImportContext = { existing: ExistingConfiguration[]; known: KnownValues; options: ImportOptions };

/**
 * What the Import screen's preview checks a file against (the library's configurations and
 * the known catalogue values), for a library the caller may import into. The server runs the
 * same rules again on import, so this only has to be current enough to preview.
 */
export const importContextAction = portalAction({}, async ({ ctx }, targetId: string) => {
  const org = await importTarget(ctx, z.uuid("Please choose an organisation").parse(targetId));
  const loaded = await loadImportContext(db(), ctx.client.id, org.id);
  const data: ImportContext = { ...loaded, options: importOptions(ctx) };
  return { data };
});
