import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import { LIMITS, clientIp, pruneRateLimits } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { addressBucket, CLIENT_IP_HEADER, PEER_SERVER_FLAG, resolveClientIp } from "@/lib/core/client-ip";
import { createUser } from "../fixtures/factories";
import { PASSWORD } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/** Rate limits: whose address counts, failures only, and the per-client ceiling. */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const withHops = (hops: string) => {
  process.env.TRUSTED_PROXY_HOPS = hops;
  resetEnvForTests();
};
afterEach(() => {
  withHops("1");
  delete (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG];
});

const attempt = (email: string, password: string, ip: string) =>
  call(login, { method: "POST", host: w.host, body: { email, password }, ip });

describe("the caller's address (TRUSTED_PROXY_HOPS)", () => {
  it("resolves the N-th address from the right, ignoring what the client wrote", () => {
    expect(resolveClientIp("6.6.6.6", "192.0.2.1", 0)).toBe("192.0.2.1");
    expect(resolveClientIp("6.6.6.6, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolveClientIp("6.6.6.6, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(resolveClientIp("6.6.6.6, 203.0.113.9", null, 1)).toBe("203.0.113.9");
    expect(resolveClientIp(null, null, 0)).toBe("unknown");
    // Fewer entries than hops: nothing trustworthy.
    expect(resolveClientIp(null, "10.0.0.2", 1)).toBe("unknown");
  });

  it("with 0 hops never reads X-Forwarded-For; the peer comes only from our own server", () => {
    withHops("0");
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6", [CLIENT_IP_HEADER]: "192.0.2.7" });
    // A bare `next start`: the internal header could be the client's own, so it is not read.
    expect(clientIp(headers)).toBe("unknown");
    (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG] = true;
    expect(clientIp(headers)).toBe("192.0.2.7");
  });

  it("with the default 0 hops, a forged X-Forwarded-For on every request does not escape the per-address limit", async () => {
    withHops("0");
    for (let i = 0; i < LIMITS.loginIp.limit; i++) {
      expect((await attempt(`probe${i}@example.test`, "x", `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const res = await attempt(w.users.plain.email, PASSWORD, "198.51.100.200");
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ global: ["Too many attempts, please try again later"] });
  });
});

describe("IPv6 addresses count per /64", () => {
  it("groups an address by its first four groups, whatever its spelling; IPv4 stays itself", () => {
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2::9]",
      "2001:DB8:1:2:0:0:0:7%eth0",
    ])
      expect(addressBucket(ip), ip).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("::ffff:192.0.2.5")).toBe("192.0.2.5");
    expect(addressBucket("64:ff9b::192.0.2.5")).toBe("64:ff9b:0:0::/64");
    expect(addressBucket("192.0.2.5")).toBe("192.0.2.5");
    expect(addressBucket("unknown")).toBe("unknown");
  });

  it("so fresh addresses of one /64 share the per-address login budget; another /64 has its own", async () => {
    for (let i = 0; i < LIMITS.loginIp.limit; i++) {
      expect((await attempt(`v6probe${i}@example.test`, "x", `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(
        401,
      );
    }
    expect((await attempt("v6probe@example.test", "x", "2001:db8:77:1:abcd::1")).status).toBe(429);
    expect((await attempt("v6probe@example.test", "x", "2001:db8:77:2::1")).status).toBe(401);
  });
});

describe("login limits count failures", () => {
  it("never locks an account out by its own successful logins", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    for (let i = 0; i < LIMITS.loginAccount.limit + 3; i++) {
      expect((await attempt(user.email, PASSWORD, `192.0.2.${i + 1}`)).status).toBe(200);
    }
  });

  it("refuses every login of the client once the client's failure ceiling is reached", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const key = `login:failures:${w.client.id}`;
    await db()
      .$executeRaw`INSERT INTO "RateLimitBucket" ("key", "count", "windowStart") VALUES (${key}, ${LIMITS.loginClient.limit}, now())
      ON CONFLICT ("key") DO UPDATE SET "count" = EXCLUDED."count", "windowStart" = now()`;
    const res = await attempt(user.email, PASSWORD, "192.0.2.250");
    expect(res.status).toBe(429);
    await db().$executeRaw`DELETE FROM "RateLimitBucket" WHERE "key" = ${key}`;
    expect((await attempt(user.email, PASSWORD, "192.0.2.251")).status).toBe(200);
  });
});

describe("old buckets", () => {
  it("are pruned once their window is long over", async () => {
    await db().$executeRaw`INSERT INTO "RateLimitBucket" ("key", "count", "windowStart") VALUES
      ('old:1', 5, now() - interval '30 days'), ('fresh:1', 5, now())`;
    expect(await pruneRateLimits()).toBeGreaterThanOrEqual(1);
    const keys = (await db().rateLimitBucket.findMany({ select: { key: true } })).map((r) => r.key);
    expect(keys).toContain("fresh:1");
    expect(keys).not.toContain("old:1");
  });
});
