import { describe, expect, it } from "vitest";
import { countCards, dashboardKind, dashboardLists, distributorScope, type DashboardKind } from "@/lib/dashboard/cards";
import {
  countCard,
  dashboardRows,
  distributorOptions,
  dueChart,
  inspectionsDuePerWeek,
} from "@/lib/dashboard/load-dashboard";
import { addDaysUtc, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { listHoses } from "@/lib/hoses/list-hoses";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";

/**
 * SPEC §2.4 dashboard counts, per role, on a world where every hose's card membership is known by
 * construction; each card also equals its list's total (one definition of 'due', 'to replace').
 */
async function world() {
  const today = todayDate();
  const day = (n: number) => addDaysUtc(today, n);
  const client = await createClient();
  const other = await createClient();
  const distA = await createOrganisation(client.id, { isDistributor: true, name: "Dist A" });
  const distB = await createOrganisation(client.id, { isDistributor: true, name: "Dist B" });
  const c1 = await createOrganisation(client.id, { name: "C1", distributorId: distA.id });
  await createOrganisation(client.id, { name: "C2", distributorId: distA.id });
  const c3 = await createOrganisation(client.id, { name: "C3", distributorId: distB.id });
  const c4 = await createOrganisation(client.id, { name: "C4" });
  await createOrganisation(client.id, { name: "Archived customer", distributorId: distA.id, deletedAt: new Date() });
  const foreign = await createOrganisation(other.id, { name: "Foreign" });
  const hose = (org: { id: string; clientId: string }, data: Parameters<typeof createHose>[2]) =>
    createHose(org.clientId, org.id, {
      organisationZoneId: null,
      replacementDate: null,
      replacementWarningDate: null,
      ...data,
    });
  const h = {
    dueSoon: await hose(c1, { status: 0, nextInspectionDate: day(10) }),
    overdueMonitor: await hose(c1, { status: 1, nextInspectionDate: day(-5) }),
    replaceByDate: await hose(c1, { status: 0, nextInspectionDate: day(100), replacementDate: day(-1) }),
    replace: await hose(c1, { status: 2, nextInspectionDate: day(200) }),
    archived: await hose(c1, { status: 0, nextInspectionDate: day(5), deletedAt: new Date() }),
    uninstalled: await hose(c1, { status: 3, nextInspectionDate: null }),
    later: await hose(c3, { status: 0, nextInspectionDate: day(40) }),
    monitorSoon: await hose(c3, { status: 1, nextInspectionDate: day(20) }),
    replaceFree: await hose(c4, { status: 2, nextInspectionDate: null }),
    foreign: await hose(foreign, { status: 2, nextInspectionDate: day(3) }),
  };
  const admin = await createUser(client.id, { clientAdmin: true });
  const distUser = await createUser(client.id, { memberships: [{ organisationId: distA.id, role: 1 }] });
  const customerUser = await createUser(client.id, { memberships: [{ organisationId: c1.id, role: 4 }] });
  return {
    today,
    day,
    distA,
    distB,
    c1,
    c3,
    h,
    admin: () => ctxFor(admin.id, client.id, "admin"),
    dist: () => ctxFor(distUser.id, client.id, distA.id),
    customer: () => ctxFor(customerUser.id, client.id, c1.id),
  };
}

type World = Awaited<ReturnType<typeof world>>;

async function counts(
  w: World,
  ctx: Awaited<ReturnType<World["admin"]>>,
  kind: DashboardKind,
  distributors: string[] = [],
) {
  const out: Record<string, number> = {};
  for (const card of countCards(kind, distributors)) {
    out[card.id] = await countCard(ctx, card, w.today);
    // The card's number is its list's total with the same filters.
    const query = { page: 1, limit: 1, filters: card.filters };
    const list = card.list === "hoses" ? await listHoses(ctx, query, w.today) : await listOrganisations(ctx, query);
    expect(list.totalItems, `${card.id} equals its list`).toBe(out[card.id]);
  }
  return out;
}

describe("dashboard", () => {
  it("counts a client admin's whole client, and the chosen distributors' networks", async () => {
    const w = await world();
    const ctx = await w.admin();
    expect(dashboardKind(ctx)).toBe("clientAdmin");
    expect(await counts(w, ctx, "clientAdmin")).toEqual({
      distributors: 2,
      customers: 4,
      hoses: 8,
      due: 3,
      overdue: 1,
      dueSoon: 2,
      monitor: 2,
      replace: 3,
    });
    expect(await counts(w, ctx, "clientAdmin", [w.distA.id])).toEqual({
      distributors: 1,
      customers: 2,
      hoses: 5,
      due: 2,
      overdue: 1,
      dueSoon: 1,
      monitor: 1,
      replace: 2,
    });
    expect((await distributorOptions(ctx)).map((d) => d.name)).toEqual(["Dist A", "Dist B"]);
    const [distributors, customers] = dashboardLists("clientAdmin", [w.distA.id]);
    expect((await dashboardRows(ctx, distributors!, w.today)).items.map((o) => (o as { name: string }).name)).toEqual([
      "Dist A",
    ]);
    expect((await dashboardRows(ctx, customers!, w.today)).items.map((o) => (o as { name: string }).name)).toEqual([
      "C1",
      "C2",
    ]);
  });

  it("counts a distributor's linked customers' hoses and a customer's own, never another's", async () => {
    const w = await world();
    const dist = await w.dist();
    expect(dashboardKind(dist)).toBe("distributor");
    expect(await counts(w, dist, "distributor")).toEqual({
      customers: 2,
      hoses: 5,
      due: 2,
      overdue: 1,
      dueSoon: 1,
      monitor: 1,
      replace: 2,
    });
    const customer = await w.customer();
    expect(dashboardKind(customer)).toBe("customer");
    expect(await counts(w, customer, "customer")).toEqual({
      hoses: 5,
      due: 2,
      overdue: 1,
      dueSoon: 1,
      monitor: 1,
      replace: 2,
    });

    const replace = dashboardLists("distributor").find((l) => l.id === "replace")!;
    const rows = await dashboardRows(dist, replace, w.today);
    expect(rows.items.map((r) => r.id).sort()).toEqual([w.h.replaceByDate.id, w.h.replace.id].sort());
  });

  it("charts the hoses due in each of the next 12 weeks, overdue, archived and foreign ones left out", async () => {
    const w = await world();
    const weeks = await inspectionsDuePerWeek(await w.admin(), {}, w.today);
    expect(weeks).toHaveLength(12);
    // dueSoon (day 10: week 2), monitorSoon (day 20: week 3), later (day 40: week 6).
    expect(weeks.map((x) => x.count)).toEqual([0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    expect(weeks[1]).toMatchObject({
      weekStart: w.day(7).toISOString().slice(0, 10),
      weekEnd: w.day(13).toISOString().slice(0, 10),
    });
    const forDistA = await inspectionsDuePerWeek(await w.admin(), { distributor: [w.distA.id] }, w.today);
    expect(forDistA.map((x) => x.count)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await inspectionsDuePerWeek(await w.customer(), {}, w.today)).reduce((n, x) => n + x.count, 0)).toBe(1);
    // The foreign client's hose due in 3 days is in no week of this client.
    expect(await db().hose.count({ where: { id: w.h.foreign.id } })).toBe(1);
  });

  it("puts the overdue hoses in the chart, as many as the Overdue card and its list", async () => {
    const w = await world();
    const day = w.day;
    // Two more overdue hoses of C3 (Dist B), one of them archived (left out like everywhere).
    await createHose(w.c3.clientId, w.c3.id, { status: 0, nextInspectionDate: day(-40), organisationZoneId: null });
    await createHose(w.c3.clientId, w.c3.id, {
      status: 0,
      nextInspectionDate: day(-1),
      organisationZoneId: null,
      deletedAt: new Date(),
    });
    for (const [ctx, kind, distributors, overdue] of [
      [await w.admin(), "clientAdmin", [], 2],
      [await w.admin(), "clientAdmin", [w.distA.id], 1],
      [await w.dist(), "distributor", [], 1],
      [await w.customer(), "customer", [], 1],
    ] as const) {
      const card = countCards(kind, distributors).find((c) => c.id === "overdue")!;
      expect(card).toMatchObject({ label: "Overdue inspection", list: "hoses" });
      const list = await listHoses(ctx, { page: 1, limit: 15, filters: card.filters }, w.today);
      expect(list.totalItems).toBe(overdue);
      expect(list.items.every((h) => h.nextInspectionDate! < w.today.toISOString().slice(0, 10))).toBe(true);
      const scope = distributorScope(kind, distributors);
      const chart = await dueChart(ctx, scope, w.today);
      expect(chart.overdue).toBe(overdue);
      expect(await countCard(ctx, card, w.today)).toBe(overdue);
      expect(chart.weeks).toHaveLength(12);
    }
  });
});
