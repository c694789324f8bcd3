import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

/** Pages run scripts by a fresh per-response nonce, never 'unsafe-inline'. */

const page = (path = "/login") =>
  proxy(new NextRequest(`http://demo.localhost${path}`, { headers: { host: "demo.localhost" } }));
const scriptSrc = (csp: string | null) => csp?.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("the pages' Content-Security-Policy", () => {
  it("allows scripts by nonce (and what they load), not inline", () => {
    const csp = page().headers.get("content-security-policy");
    expect(scriptSrc(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("gives every response its own nonce, and Next the same policy on the request", () => {
    const a = page();
    const b = page("/portal/admin");
    const nonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    expect(nonce(a.headers.get("content-security-policy"))).not.toBe(nonce(b.headers.get("content-security-policy")));
    // NextResponse.next({ request: { headers } }) carries the request headers for the page render.
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(
      a.headers.get("content-security-policy"),
    );
  });
});
