import { describe, expect, it } from "vitest";
import { GET as getCurrentClient } from "@/app/api/v1/clients/current/route";
import { cacheListenerReady, ensureCacheListener, stopCacheListener } from "@/lib/cache/invalidation";
import { PublicClientSchema } from "@/lib/clients/schemas";
import { db } from "@/lib/db/client";
import { findClientByHostname } from "@/lib/tenant/resolve-client";
import { createClient } from "../fixtures/factories";
import { call } from "../fixtures/http";
import { cacheListenerState as listener } from "../setup/process-state";

describe("GET /api/v1/clients/current/ (tenant resolution)", () => {
  it("resolves the client from the Host header, ignoring port and case", async () => {
    const demo = await createClient({ name: "Demo", theme: 1, hostnames: ["demo.localhost", "localhost"] });
    await createClient({ name: "Acme", theme: 2, hostnames: ["acme.localhost"] });

    const res = await call(getCurrentClient, { host: "Demo.Localhost:3000" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: demo.id, name: "Demo", theme: 1 });

    expect((await call(getCurrentClient, { host: "localhost:3000" })).body).toMatchObject({ name: "Demo" });
    expect((await call(getCurrentClient, { host: "acme.localhost:3000" })).body).toMatchObject({ name: "Acme" });
  });

  it("lets X-Client-Host (the mobile app) pick the tenant over Host", async () => {
    await createClient({ name: "Mobile tenant", hostnames: ["mobile.example.test"] });
    const res = await call(getCurrentClient, {
      host: "127.0.0.9:3000",
      headers: { "x-client-host": "mobile.example.test" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Mobile tenant" });
  });

  it("answers an unknown hostname with 404 and the documented body", async () => {
    for (const host of ["unknown.localhost", "not a host"]) {
      const res = await call(getCurrentClient, { host: "localhost", headers: { "x-client-host": host } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ global: ["Unknown client"] });
    }
  });

  it("returns the client as every visitor may see it, never its contact person or internal data", async () => {
    await createClient({
      name: "Private",
      hostnames: ["private.localhost", "staging-private.localhost"],
      contactName: "Pat Private",
      contactEmail: "secret@private.test",
      contactPhone: "+44 161 555 0199",
      website: "https://private.example.test",
      primaryUrl: "http://private.localhost:3000",
      logoKey: "some/key.png",
      theme: 9,
    });
    const res = await call(getCurrentClient, { host: "private.localhost" });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(PublicClientSchema.shape).sort());
    // Where its labels and emails lead, and its website: public by nature.
    expect(body).toMatchObject({
      primaryUrl: "http://private.localhost:3000",
      website: "https://private.example.test",
    });
    for (const hidden of ["Pat Private", "secret@private.test", "555 0199", "staging-private", "some/key.png"])
      expect(JSON.stringify(body)).not.toContain(hidden);
    expect(body.theme).toBe(0); // out of range falls back to the product theme
    expect(body.logo).toBe("/api/v1/clients/current/logo");
    expect(PublicClientSchema.parse(body)).toBeTruthy();
  });

  it("keeps the clients in use cached while made-up hostnames come and go (bounded, least recently used out)", async () => {
    const busy = await createClient({ name: "Busy", hostnames: ["busy.localhost"] });
    const ttl = 300;
    // The listener forgets every cached client when it (re)connects: start it before priming.
    expect(await cacheListenerReady()).toBe(true);
    expect((await findClientByHostname(db(), "busy.localhost", ttl))?.id).toBe(busy.id);
    // More made-up X-Client-Host values than the cache has room for.
    for (let i = 0; i < 1100; i++) await findClientByHostname(db(), `probe-${i}.example.test`, ttl);
    // Renamed behind the cache's back (no invalidation): only a cached entry still finds the client.
    await db().clientHostname.update({ where: { hostname: "busy.localhost" }, data: { hostname: "busy2.localhost" } });
    expect((await findClientByHostname(db(), "busy.localhost", ttl))?.id).toBe(busy.id);
    await stopCacheListener();
  });
});

// The embedded database has no listener (one process drops its own caches).
describe.runIf(!!process.env.TEST_DATABASE_URL)("the cache listener", () => {
  it("stopped while still connecting, closes that connection instead of becoming the listener", async () => {
    ensureCacheListener();
    // Before the connection it started is made: a test file's teardown on a loaded machine did
    // this, and the connection that came up afterwards was left open into the next file.
    await stopCacheListener();
    await listener()?.ready;
    expect(listener()?.client).toBeUndefined();
    // It starts again as before.
    expect(await cacheListenerReady()).toBe(true);
    expect(listener()?.client).toBeDefined();
    await stopCacheListener();
    expect(listener()?.client).toBeUndefined();
  });
});
