import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { databaseUrl } from "@/lib/env";
import { findClientByHostname } from "@/lib/tenant/resolve-client";
import { createClient } from "../fixtures/factories";
import { leftovers, workerEnvironment } from "../setup/process-state";

/**
 * The integration files share the app's modules within a worker (vitest.config.ts, isolate:
 * false). This file checks the guard that keeps them apart: each file talks to its own database
 * only, and what a file leaves in the process is seen.
 */
describe("integration files sharing the app's modules", () => {
  it("talk to this file's database, wherever the app opens a connection", async () => {
    expect(databaseUrl()).toBe(process.env.DATABASE_URL);
    const [app] = await db().$queryRaw<Array<{ name: string; port: number }>>`
      SELECT current_database() AS name, current_setting('port')::int AS port`;
    const bulk = await bulkPool().query<{ name: string; port: number }>(
      "SELECT current_database() AS name, current_setting('port')::int AS port",
    );
    // On Postgres each file has a database of its own on the one server; an embedded server
    // serves one file only, so there the URL above is what tells the files apart.
    if (process.env.EMBEDDED_DB !== "1") expect(app?.name).toBe(new URL(databaseUrl()).pathname.slice(1));
    expect(bulk.rows[0]).toEqual(app);
  });

  it("start with no cached tenant: a hostname resolves in this file's database", async () => {
    // Kept for a minute in this process on purpose: the files that resolve demo.localhost after
    // this one in the same worker (compliance packs, tenant resolution) fail if the per-file
    // setup does not empty the caches, as they would answer with this file's client.
    const client = await createClient({ name: "Shared modules", hostnames: ["demo.localhost"] });
    expect((await findClientByHostname(db(), "demo.localhost", 60))?.id).toBe(client.id);
  });

  it("see what a file leaves behind: environment, pools, connections", async () => {
    const environment = workerEnvironment();
    // Mid-file, the pools this file opened are open: the guard would report them after it.
    expect(leftovers(environment)).toEqual(
      expect.arrayContaining(["globalThis.__db", "globalThis.__bulkPool", 'an open resource (closer "db")']),
    );
    process.env.HP_LEFT_BEHIND = "1";
    try {
      expect(leftovers(environment)).toContain("environment variable HP_LEFT_BEHIND");
    } finally {
      delete process.env.HP_LEFT_BEHIND;
    }
    expect(leftovers(environment)).not.toContain("environment variable HP_LEFT_BEHIND");
  });
});
