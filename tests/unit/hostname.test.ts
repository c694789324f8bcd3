import { describe, expect, it } from "vitest";
import { apiRequestHostname, normaliseHostname, requestHostname } from "@/lib/core/hostname";

describe("normaliseHostname", () => {
  it.each([
    ["demo.localhost:3000", "demo.localhost"],
    ["Demo.LocalHost", "demo.localhost"],
    ["acme.localhost.", "acme.localhost"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["[::1]:3000", "[::1]"],
    ["https://acme.localhost:3000/some/path", "acme.localhost"],
    ["  localhost  ", "localhost"],
  ])("%s -> %s", (raw, expected) => {
    expect(normaliseHostname(raw)).toBe(expected);
  });

  it.each(["", "bad host", "evil.com/../x", "-bad.localhost", "a".repeat(300), "x_y.localhost"])(
    "rejects %j",
    (raw) => {
      expect(normaliseHostname(raw)).toBeNull();
    },
  );
});

describe("requestHostname", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("uses X-Client-Host over Host", () => {
    expect(requestHostname(headers({ host: "demo.localhost:3000", "x-client-host": "acme.localhost" }))).toBe(
      "acme.localhost",
    );
  });

  it("falls back to Host without port", () => {
    expect(requestHostname(headers({ host: "Demo.localhost:3000" }))).toBe("demo.localhost");
  });

  it("prefers the hint set by proxy.ts", () => {
    expect(requestHostname(headers({ host: "x.localhost", "x-tenant-host": "acme.localhost" }))).toBe("acme.localhost");
  });
});

describe("apiRequestHostname", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("names the tenant of X-Client-Host, else Host, and never trusts the internal header (the API skips proxy.ts)", () => {
    expect(apiRequestHostname(headers({ host: "demo.localhost:3000", "x-client-host": "acme.localhost" }))).toBe(
      "acme.localhost",
    );
    expect(apiRequestHostname(headers({ host: "Demo.localhost:3000", "x-tenant-host": "acme.localhost" }))).toBe(
      "demo.localhost",
    );
  });
});
