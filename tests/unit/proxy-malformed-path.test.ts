import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { MALFORMED_PATH, proxy } from "@/proxy";

const run = (path: string) =>
  proxy(new NextRequest(`http://demo.localhost${path}`, { headers: { host: "demo.localhost" } }));

/** A page path that does not decode is sent to a path no page answers (the 404 page), not to Next's 500. */
describe("proxy: paths that do not decode", () => {
  it("rewrites them to the 404 page; well-formed paths pass as they are", () => {
    for (const path of ["/t/%E0%A4%A", "/portal/%E0%A4%A/hoses", "/t/%"]) {
      const rewrite = run(path).headers.get("x-middleware-rewrite");
      expect(rewrite, path).not.toBeNull();
      expect(new URL(rewrite!).pathname, path).toBe(MALFORMED_PATH);
    }
    for (const path of ["/t/DH100001", "/t/a%20b", "/portal/admin"])
      expect(run(path).headers.get("x-middleware-rewrite"), path).toBeNull();
  });
});
