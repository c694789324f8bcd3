"use server";
import { z } from "zod";
import { portalActionCtx } from "@/lib/actions/ctx";
import { runAction, type ActionState } from "@/lib/actions/state";
import { db } from "@/lib/db/client";
import { importOptions, importTarget, loadImportContext } from "@/lib/hose-configurations/import/import-context";
import type { ExistingConfiguration, ImportOptions, KnownValues } from "@/lib/hose-configurations/import/rules";

export type ImportContext = { existing: ExistingConfiguration[]; known: KnownValues; options: ImportOptions };

/**
 * What the Import screen's preview checks a file against (the library's configurations and
 * the known catalogue values), for a library the caller may import into. The server runs the
 * same rules again on import, so this only has to be current enough to preview.
 */
export async function importContextAction(
  organisationId: string,
  targetId: string,
): Promise<ActionState<ImportContext>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const org = await importTarget(ctx, z.uuid("Please choose an organisation").parse(targetId));
    const loaded = await loadImportContext(db(), ctx.client.id, org.id);
    return { ok: true, errors: {}, data: { ...loaded, options: importOptions(ctx) } };
  });
}
