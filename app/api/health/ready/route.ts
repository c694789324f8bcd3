import { db } from "@/lib/db/client";
import { toErrorResponse } from "@/lib/http/respond";

/**
 * GET /api/health/ready: this replica can serve requests now (a load balancer's readiness probe):
 * the database answers. No login and no tenant (probes come by address). While the database is
 * away: 503 in the error shape with Retry-After, as every route answers then.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    await db().$queryRaw`SELECT 1`;
    return Response.json({ status: "ready", database: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
