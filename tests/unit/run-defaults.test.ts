import { afterEach, describe, expect, it } from "vitest";
import { cookieSecure, isLoopbackHost } from "@/lib/web/cookies";
import { authSecret, env, isPlaceholderSecret, resetEnvForTests } from "@/lib/env";

/** The run and deploy defaults fail closed. */

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("secrets", () => {
  it("refuses the docker-compose placeholder and other sample values at boot", () => {
    expect(isPlaceholderSecret("change-me-to-a-long-random-string")).toBe(true);
    expect(isPlaceholderSecret("development-only-secret-do-not-use-in-production-0123456789")).toBe(true);
    expect(isPlaceholderSecret("a".repeat(40))).toBe(true);
    expect(isPlaceholderSecret("q8Zr1v-Kx0pLw3N7yT5bHc2Jd9Ms4GfAe6UuYiOo")).toBe(false);
    process.env.AUTH_SECRET = "change-me-to-a-long-random-string";
    resetEnvForTests();
    expect(() => env()).toThrow(/AUTH_SECRET is a placeholder/);
  });

  it("has no fixed development secret: without AUTH_SECRET each process draws its own", () => {
    delete process.env.AUTH_SECRET;
    resetEnvForTests();
    const secret = authSecret();
    expect(secret).not.toMatch(/development-only/);
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(authSecret()).toBe(secret);
  });
});

describe("session cookies", () => {
  it("are Secure by default, except for a browser on a loopback hostname over plain http", () => {
    delete process.env.COOKIE_SECURE;
    resetEnvForTests();
    expect(cookieSecure("portal.example.com")).toBe(true);
    expect(cookieSecure(null)).toBe(true);
    for (const host of ["localhost:3000", "demo.localhost:3211", "127.0.0.1", "[::1]:3000"]) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(cookieSecure(host)).toBe(false);
    }
    expect(isLoopbackHost("localhost.evil.example")).toBe(false);
    process.env.COOKIE_SECURE = "1";
    resetEnvForTests();
    expect(cookieSecure("localhost")).toBe(true);
  });
});

describe("the dev outbox page (M4)", () => {
  it("is shown only to a loopback peer or a system admin, and never with SMTP", async () => {
    const { outboxVisibleTo } = await import("@/lib/email/outbox");
    (process.env as Record<string, string>).NODE_ENV = "development";
    delete process.env.SMTP_URL;
    process.env.TRUSTED_PROXY_HOPS = "0";
    resetEnvForTests();
    expect(outboxVisibleTo("127.0.0.1", false)).toBe(true);
    expect(outboxVisibleTo("::ffff:127.0.0.1", false)).toBe(true);
    expect(outboxVisibleTo("203.0.113.5", false)).toBe(false);
    expect(outboxVisibleTo("unknown", false)).toBe(false);
    expect(outboxVisibleTo("203.0.113.5", true)).toBe(true);
    process.env.SMTP_URL = "smtp://mail.example:25";
    resetEnvForTests();
    expect(outboxVisibleTo("127.0.0.1", true)).toBe(false);
  });
});
