import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

/** The request headers proxy.ts hands on to the page render (NextResponse.next({ request: { headers } })). */
function handedOn(response: Response): Headers {
  const names = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  const headers = new Headers();
  for (const name of names) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

describe("proxy.ts: the tenant of a page", () => {
  it("is the host the browser is on, and a client's own internal header is overwritten", () => {
    const request = new NextRequest("http://acme.localhost:3102/login", {
      headers: { host: "acme.localhost:3102", "x-tenant-host": "demo.localhost" },
    });
    expect(handedOn(proxy(request)).get("x-tenant-host")).toBe("acme.localhost");
  });

  it("stays the browser's host when Next renders a server action's redirect from its own address", () => {
    // Signing in on acme.localhost: the login form's server action is posted to /login.
    const action = handedOn(
      proxy(
        new NextRequest("http://acme.localhost:3102/login", {
          method: "POST",
          headers: { host: "acme.localhost:3102", "next-action": "0123abcd", cookie: "hp_session=x" },
        }),
      ),
    );
    // Next renders the page it redirects to by fetching it from the server's own origin with the
    // action's request headers; fetch puts that origin in Host.
    const render = new Headers(action);
    render.set("host", "localhost:3102");
    render.delete("next-action");
    const handed = handedOn(proxy(new NextRequest("http://localhost:3102/portal/admin", { headers: render })));
    expect(handed.get("x-tenant-host")).toBe("acme.localhost");
  });
});
