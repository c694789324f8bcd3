import { describe, expect, it } from "vitest";
import { isUuid } from "@/lib/core/ids";
import { inClient } from "@/lib/core/scope";

const ctx = { client: { id: "5b0e7c3e-2f7a-4c1e-9a51-1f0f3c2d4e5a" } } as Parameters<typeof inClient>[0];

describe("an id that is not a uuid", () => {
  it("matches no row in a tenant's query, instead of reaching Postgres's uuid cast", () => {
    expect(inClient(ctx, { id: "not-an-id", deletedAt: null })).toEqual({
      id: { in: [] },
      deletedAt: null,
      clientId: ctx.client.id,
    });
  });

  it("leaves a real id, an id condition and a query without id as they are", () => {
    const id = "0f8a3c52-9d1e-4b7a-8c3d-2e1f0a9b8c7d";
    expect(inClient(ctx, { id })).toEqual({ id, clientId: ctx.client.id });
    expect(inClient(ctx, { id: { in: [id] } })).toEqual({ id: { in: [id] }, clientId: ctx.client.id });
    expect(inClient(ctx, { name: "x" })).toEqual({ name: "x", clientId: ctx.client.id });
  });

  it("is told apart by isUuid, in either case", () => {
    expect(isUuid("0F8A3C52-9D1E-4B7A-8C3D-2E1F0A9B8C7D")).toBe(true);
    expect(isUuid("not-an-id")).toBe(false);
    expect(isUuid("0f8a3c52-9d1e-4b7a-8c3d-2e1f0a9b8c7")).toBe(false);
  });
});
