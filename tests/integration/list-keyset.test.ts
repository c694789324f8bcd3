import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/v1/hoses/route";
import { GET as inspectionsRoute } from "@/app/api/v1/inspections/route";
import { addDaysUtc, fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { CURSOR_MESSAGE } from "@/lib/lists/keyset";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Keyset pages (`after` = the previous page's nextCursor) of the hose and inspection lists: the
 * same rows in the same order as the offset pages, for every sort, across ties and nulls in the
 * order's columns; a bad cursor is a 422 that changes nothing; a cursor is a position, never a
 * permission.
 */
type Page = { items: Array<{ id: string }>; nextCursor: string | null; currentPage: number; totalItems: number };

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const admin = await createUser(client.id, { clientAdmin: true });
  const base = fromIsoDate("2027-01-01");
  // 23 hoses: due dates with ties (every third day repeats) and nulls, names with ties and
  // nulls, tag ids with nulls, so every sort column meets both.
  const hoses = await db().hose.createManyAndReturn({
    data: Array.from({ length: 23 }, (_, i) => ({
      clientId: client.id,
      customerOrganisationId: customer.id,
      name: i % 5 === 0 ? null : `Hose ${i % 4}`,
      tagId: i % 6 === 0 ? null : `KS-${client.id}-${i}`,
      nextInspectionDate: i % 7 === 0 ? null : addDaysUtc(base, Math.floor(i / 3)),
    })),
  });
  const day = fromIsoDate("2026-06-01");
  await db().hoseMeta.createMany({
    data: hoses.flatMap((h, i) =>
      [0, 1].map((k) => ({
        clientId: client.id,
        hoseId: h.id,
        kind: "INSPECTION" as const,
        inspectionResult: 0,
        inspectionDate: addDaysUtc(day, Math.floor((i * 2 + k) / 5)),
        nextInspectionDate: addDaysUtc(day, 180),
        // Same date and same instant for some: the id breaks the tie.
        createdAt: new Date(Date.UTC(2026, 5, 1, 0, 0, (i + k) % 3)),
      })),
    ),
  });
  return { client, host, asAdmin: () => bearerHeaders(admin, "admin") };
}

type S = Awaited<ReturnType<typeof setup>>;
type Route = typeof listRoute;

async function page(s: S, route: Route, query: string): Promise<{ status: number; body: unknown }> {
  return call(route, { host: s.host, headers: await s.asAdmin(), path: `/?${query}` });
}

async function walkByOffset(s: S, route: Route, filters: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; ; n++) {
    const body = (await page(s, route, `limit=5&page=${n}${filters}`)).body as Page;
    ids.push(...body.items.map((h) => h.id));
    if (body.items.length < 5) return ids;
  }
}

async function walkByCursor(s: S, route: Route, filters: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 1; n < 100; n++) {
    const res = await page(s, route, `limit=5&page=${n}${filters}${after ? `&after=${after}` : ""}`);
    expect(res.status).toBe(200);
    const body = res.body as Page;
    expect(body.currentPage).toBe(n);
    ids.push(...body.items.map((h) => h.id));
    after = body.nextCursor;
    if (!after) return ids;
  }
  throw new Error("the cursor walk did not end");
}

const sortFilter = (sort?: string) => (sort ? `&filters=${encodeURIComponent(JSON.stringify({ sort }))}` : "");

describe("keyset pages", () => {
  it("walk every hose sort and the inspections in the offset pages' order, ties and nulls included", async () => {
    const s = await setup();
    for (const sort of [undefined, "name", "tag", "newest"]) {
      const byOffset = await walkByOffset(s, listRoute, sortFilter(sort));
      expect(byOffset).toHaveLength(23);
      expect(await walkByCursor(s, listRoute, sortFilter(sort))).toEqual(byOffset);
    }
    const inspections = await walkByOffset(s, inspectionsRoute, "");
    expect(inspections).toHaveLength(46);
    expect(await walkByCursor(s, inspectionsRoute, "")).toEqual(inspections);
  });

  it("refuse a malformed cursor or another sort's with 422", async () => {
    const s = await setup();
    const first = (await page(s, listRoute, "limit=5")).body as Page;
    expect(first.nextCursor).toEqual(expect.any(String));
    for (const query of [
      "after=not-a-cursor",
      `after=${Buffer.from('["next",1,2,3]').toString("base64url")}`,
      `after=${first.nextCursor}${sortFilter("name")}`,
    ]) {
      const res = await page(s, listRoute, `limit=5&${query}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ after: [CURSOR_MESSAGE] });
    }
  });

  it("give another tenant only its own hoses after a cursor taken elsewhere", async () => {
    const a = await setup();
    const b = await setup();
    const first = (await page(a, listRoute, "limit=5")).body as Page;
    const res = await page(b, listRoute, `limit=50&after=${first.nextCursor}`);
    expect(res.status).toBe(200);
    const bIds = new Set((await db().hose.findMany({ where: { clientId: b.client.id } })).map((h) => h.id));
    const items = (res.body as Page).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((h) => bIds.has(h.id))).toBe(true);
  });
});
