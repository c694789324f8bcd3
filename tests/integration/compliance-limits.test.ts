import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/compliance-packs/[id]/download/route";
import { GET as packRoute } from "@/app/api/v1/compliance-packs/[id]/route";
import { POST as createRoute } from "@/app/api/v1/compliance-packs/route";
import {
  PACK_EXPIRED,
  PACK_FILE_RETENTION_DAYS,
  PACK_ROW_RETENTION_DAYS,
  PACKS_PENDING_PER_USER,
  PACKS_PER_CUSTOMER_PER_DAY,
  packBusyForCustomer,
  packBusyForUser,
  packDailyLimit,
} from "@/lib/compliance/limits";
import { COMPLIANCE_PACK_QUEUE, type CompliancePackJob } from "@/lib/compliance/queue";
import { db } from "@/lib/db/client";
import { jobs } from "@/lib/jobs/boss";
import "@/lib/auth/cleanups";
import "@/lib/compliance/cleanups";
import "@/lib/http/idempotency-cleanup";
import { pruneExpiredRows } from "@/lib/jobs/maintenance";
import { storage } from "@/lib/storage";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser, createZone } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Compliance packs' limits: a quota per customer, per user and per day; a queue that takes
 * turns between tenants instead of first come, first served; and retention (the PDF, then the
 * row, deleted by the housekeeping job). No worker runs here: the queue is read as a worker would.
 */

type Tenant = {
  host: string;
  clientId: string;
  admin: Awaited<ReturnType<typeof createUser>>;
  customers: Array<{ id: string; name: string }>;
};

async function tenant(customers = 4): Promise<Tenant> {
  const client = await createClient();
  const list = [];
  for (let i = 0; i < customers; i++) list.push(await createOrganisation(client.id, {}));
  return {
    host: client.hostnames[0]!.hostname,
    clientId: client.id,
    admin: await createUser(client.id, { clientAdmin: true }),
    customers: list.map((c) => ({ id: c.id, name: c.name })),
  };
}

const ask = async (t: Tenant, body: { organisationId: string; siteId?: string }, user = t.admin) =>
  call(createRoute, {
    method: "POST",
    host: t.host,
    path: "/api/v1/compliance-packs",
    headers: await bearerHeaders(user, "admin"),
    body,
  });
const packId = (res: { body: unknown }) => (res.body as { id: string }).id;

beforeEach(async () => {
  // Each test reads the queue from empty.
  await db().$executeRaw`DELETE FROM pgboss.job WHERE name = ${COMPLIANCE_PACK_QUEUE}`.catch(() => undefined);
});

describe("quotas", () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await tenant(6);
  });

  it("one pack per customer at a time: another site waits (409), the same one is answered again", async () => {
    const [customer] = t.customers;
    const site = await createZone(t.clientId, customer!.id);
    const first = await ask(t, { organisationId: customer!.id });
    expect(first.status).toBe(201);
    const same = await ask(t, { organisationId: customer!.id });
    expect(same.status).toBe(200);
    expect(packId(same)).toBe(packId(first));
    const before = await db().compliancePack.count({ where: { clientId: t.clientId } });
    const other = await ask(t, { organisationId: customer!.id, siteId: site.id });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ global: [packBusyForCustomer(customer!.name)] });
    expect(await db().compliancePack.count({ where: { clientId: t.clientId } })).toBe(before);
    // Once it is built, the other site may be asked for.
    await db().compliancePack.update({
      where: { id: packId(first) },
      data: { status: "DONE", finishedAt: new Date() },
    });
    expect((await ask(t, { organisationId: customer!.id, siteId: site.id })).status).toBe(201);
  });

  it("two requests at once for two sites of one customer: one is taken, the other waits", async () => {
    const customer = t.customers[1]!;
    const [a, b] = [await createZone(t.clientId, customer.id), await createZone(t.clientId, customer.id)];
    const answers = await Promise.all([
      ask(t, { organisationId: customer.id, siteId: a.id }),
      ask(t, { organisationId: customer.id, siteId: b.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it(`at most ${PACKS_PENDING_PER_USER} packs being prepared per user (429)`, async () => {
    // Two are pending from the tests above (customers 0 and 1); one more is allowed.
    const user = t.admin;
    const pending = await db().compliancePack.count({
      where: { requestedById: user.id, status: { in: ["QUEUED", "RUNNING"] } },
    });
    for (let i = pending; i < PACKS_PENDING_PER_USER; i++)
      expect((await ask(t, { organisationId: t.customers[2 + i - pending]!.id })).status).toBe(201);
    const refused = await ask(t, { organisationId: t.customers[5]!.id });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ global: [packBusyForUser(PACKS_PENDING_PER_USER)] });
  });

  it(`at most ${PACKS_PER_CUSTOMER_PER_DAY} packs per customer in 24 hours (429)`, async () => {
    const other = await tenant(1);
    const customer = other.customers[0]!;
    const done = {
      clientId: other.clientId,
      organisationId: customer.id,
      requestedByName: "x",
      status: "DONE" as const,
    };
    await db().compliancePack.createMany({
      data: Array.from({ length: PACKS_PER_CUSTOMER_PER_DAY }, () => ({ ...done, finishedAt: new Date() })),
    });
    const refused = await ask(other, { organisationId: customer.id });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ global: [packDailyLimit(customer.name, PACKS_PER_CUSTOMER_PER_DAY)] });
    // A day later, the budget is back.
    await db().compliancePack.updateMany({
      where: { organisationId: customer.id },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    expect((await ask(other, { organisationId: customer.id })).status).toBe(201);
  });
});

describe("the queue takes turns between tenants", () => {
  it("a tenant asking for many packs does not hold another tenant's first pack back", async () => {
    const a = await tenant(3);
    const b = await tenant(1);
    const ids: Record<string, string> = {};
    for (const [i, c] of a.customers.entries()) ids[`A${i + 1}`] = packId(await ask(a, { organisationId: c.id }));
    ids.B1 = packId(await ask(b, { organisationId: b.customers[0]!.id }));
    const boss = await jobs();
    const name = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    // One job at a time, as the worker takes them (batchSize 1).
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const [job] = await boss.fetch<CompliancePackJob>(COMPLIANCE_PACK_QUEUE, { batchSize: 1 });
      order.push(name[job!.data.packId]!);
    }
    // First come, first served would be A1, A2, A3, B1.
    expect(order).toEqual(["A1", "B1", "A2", "A3"]);
  });
});

describe("retention", () => {
  it("the housekeeping job deletes old PDFs (the pack reads Expired), then old rows", async () => {
    const t = await tenant(1);
    const customer = t.customers[0]!;
    const store = await storage();
    const day = 86_400_000;
    const base = { clientId: t.clientId, organisationId: customer.id, requestedByName: "Ann" };
    const make = async (status: "DONE" | "FAILED" | "EXPIRED", ageDays: number, withFile: boolean) => {
      const at = new Date(Date.now() - ageDays * day);
      const row = await db().compliancePack.create({ data: { ...base, status, createdAt: at, finishedAt: at } });
      if (!withFile) return row;
      const key = `${t.clientId}/compliance-pack-${row.id}`;
      await store.put(key, new TextEncoder().encode("%PDF-1.7 test"), "application/pdf");
      return db().compliancePack.update({ where: { id: row.id }, data: { storageKey: key, size: 13 } });
    };
    const old = await make("DONE", PACK_FILE_RETENTION_DAYS + 1, true);
    const recent = await make("DONE", PACK_FILE_RETENTION_DAYS - 1, true);
    const failed = await make("FAILED", PACK_FILE_RETENTION_DAYS + 1, false);
    const ancient = await make("EXPIRED", PACK_ROW_RETENTION_DAYS + 1, false);

    await pruneExpiredRows();

    const expired = await db().compliancePack.findUniqueOrThrow({ where: { id: old.id } });
    expect(expired).toMatchObject({ status: "EXPIRED", storageKey: null, size: null });
    expect(await store.head(old.storageKey!)).toBeNull();
    const kept = await db().compliancePack.findUniqueOrThrow({ where: { id: recent.id } });
    expect(kept).toMatchObject({ status: "DONE", storageKey: recent.storageKey });
    expect(await store.head(recent.storageKey!)).not.toBeNull();
    expect(await db().compliancePack.findUnique({ where: { id: failed.id } })).toBeNull();
    expect(await db().compliancePack.findUnique({ where: { id: ancient.id } })).toBeNull();

    // The expired pack is listed as such, and its download says why there is no file.
    const headers = await bearerHeaders(t.admin, "admin");
    const read = await call(packRoute, { host: t.host, headers, params: { id: old.id } });
    expect(read.body).toMatchObject({ status: "EXPIRED" });
    const download = await call(downloadRoute, { host: t.host, headers, params: { id: old.id } });
    expect(download.status).toBe(409);
    expect(download.body).toEqual({ global: [PACK_EXPIRED] });
  });
});
