/**
 * GET /api/health/live: the process is up and serving (a container's liveness probe). No login,
 * no tenant, no database: a restart would not help a database outage, so it does not look.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "live" }, { headers: { "cache-control": "no-store" } });
}
