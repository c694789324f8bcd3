import { describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { db } from "@/lib/db/client";

/** The probes of docs/CONTRACTS.md: no login, no tenant; ready only when the database answers. */
describe("health probes", () => {
  it("live answers 200 with nothing to look up", async () => {
    const res = live();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "live" });
  });

  it("ready answers 200 when the database answers", async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready", database: "ok" });
  });

  it("ready answers 503 while a migration of this build is not applied (a release before db:migrate)", async () => {
    const [last] = await db().$queryRaw<Array<{ migration_name: string }>>`
      SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await db()
      .$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ${last!.migration_name}`;
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ global: [`Database migrations pending: ${last!.migration_name}`] });
    } finally {
      await db()
        .$executeRaw`UPDATE _prisma_migrations SET finished_at = now() WHERE migration_name = ${last!.migration_name}`;
    }
    expect((await ready()).status).toBe(200);
  });
});
