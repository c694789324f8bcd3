import { requireConfigurationChanges } from "@/lib/hose-configurations/access";
import { importHoseConfigurations } from "@/lib/hose-configurations/import/import-hose-configurations";
import { importedMessage } from "@/lib/hose-configurations/import/rules";
import { HoseConfigurationImportSchema, IMPORT_MAX_BODY_BYTES } from "@/lib/hose-configurations/import/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** POST /api/v1/hose-configurations/import/{id}: import a checked file into organisation {id}'s library. */
export const POST = route(
  {
    params: IdParamsSchema,
    body: HoseConfigurationImportSchema,
    maxBodyBytes: IMPORT_MAX_BODY_BYTES,
    // Who may import at all, before up to 32 MB is read (the organisation is checked after).
    allow: requireConfigurationChanges,
  },
  async ({ ctx, params, body }) => {
    const result = await importHoseConfigurations(ctx, params.id, body);
    return {
      data: result,
      userMessage: importedMessage(result.created + result.updated, result.unchanged),
    };
  },
);
