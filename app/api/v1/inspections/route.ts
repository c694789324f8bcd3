import { route } from "@/lib/http/route";
import { listInspections } from "@/lib/inspections/list-inspections";
import { KeysetListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/inspections: the inspections of the hoses the caller sees, newest first (SPEC §2.5). */
export const GET = route({ query: KeysetListQuerySchema, tenantStamp: true }, async ({ ctx, query }) => ({
  data: await listInspections(ctx, query),
}));
