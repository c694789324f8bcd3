import { readiness } from "@/lib/health/readiness";
import { errorJson, toErrorResponse } from "@/lib/http/respond";

/**
 * GET /api/health/ready: this replica can serve requests now (a load balancer's readiness probe):
 * the database answers and carries every migration of this build. No login and no tenant
 * (probes come by address). While the database is away: 503 in the error shape with
 * Retry-After, as every route answers then; with migrations pending (a new release started
 * before `npm run db:migrate`): 503 naming them.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    const { pendingMigrations: pending } = await readiness();
    if (pending.length > 0) {
      const answer = errorJson(503, { global: [`Database migrations pending: ${pending.join(", ")}`] });
      answer.headers.set("retry-after", "5");
      answer.headers.set("cache-control", "no-store");
      return answer;
    }
    return Response.json({ status: "ready", database: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
