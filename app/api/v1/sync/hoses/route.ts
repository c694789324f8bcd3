import { route } from "@/lib/http/route";
import { syncHoses } from "@/lib/sync/hose-sync";
import { SyncQuerySchema } from "@/lib/sync/schemas";

/** GET /api/v1/sync/hoses: the organisation's hoses for the offline copy, full or since a cursor. */
export const GET = route({ query: SyncQuerySchema }, async ({ ctx, query }) => ({
  data: await syncHoses(ctx, query),
}));
