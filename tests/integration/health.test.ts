import { describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";

/** The probes of ARCHITECTURE.md: no login, no tenant; ready only when the database answers. */
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
});
