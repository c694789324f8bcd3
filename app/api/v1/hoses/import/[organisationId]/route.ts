import { readCappedBytes } from "@/lib/http/body";
import { requireHoseImport } from "@/lib/hoses/access";
import { importHoses } from "@/lib/hoses/import/import-hoses";
import { hoseImportRows } from "@/lib/hoses/import/request-body";
import { hosesImportedMessage } from "@/lib/hoses/import/rules";
import { HOSE_IMPORT_MAX_BODY_BYTES, HoseImportParamsSchema } from "@/lib/hoses/import/schemas";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/hoses/import/{organisationId}: a customer's hoses from the file itself
 * (Content-Type: text/csv) or its parsed rows (JSON), all or none.
 */
export const POST = route(
  {
    params: HoseImportParamsSchema,
    maxBodyBytes: HOSE_IMPORT_MAX_BODY_BYTES,
    // Who may import at all, before up to 32 MB is read (the customer is checked after).
    allow: requireHoseImport,
  },
  async ({ ctx, params, request }) => {
    const bytes = await readCappedBytes(request, { maxBytes: HOSE_IMPORT_MAX_BODY_BYTES });
    const rows = hoseImportRows(bytes, request.headers.get("content-type") ?? "");
    const result = await importHoses(ctx, params.organisationId, rows);
    return { data: result, userMessage: hosesImportedMessage(result) };
  },
);
