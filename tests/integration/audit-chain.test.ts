import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as verifyRoute } from "@/app/api/v1/activity/verify/route";
import { PUT as updateHoseRoute } from "@/app/api/v1/hoses/route";
import { DELETE as deleteUploadRoute } from "@/app/api/v1/uploads/[id]/route";
import { GENESIS_HASH, verifyAuditChain } from "@/lib/activity/verify-chain";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * The audit trail as a hash chain per client: what GET /activity/verify answers for a whole chain,
 * for a chain with one stored entry altered, removed or cut off at the end (the append-only trigger
 * switched off inside the test, as only someone with the database's owner rights could), and for
 * entries appended at the same time.
 */
async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const admin = await createUser(client.id, { clientAdmin: true, firstName: "Cora", lastName: "Admin" });
  const customerAdmin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
  const hose = await createHose(client.id, customer.id, { name: "Crusher feed" });
  return { client, host, customer, admin, customerAdmin, hose };
}
type World = Awaited<ReturnType<typeof world>>;

async function verify(w: World, user = w.admin) {
  return call(verifyRoute, { host: w.host, headers: await bearerHeaders(user, "admin") });
}

/** Some entries written by real services, the way the portal writes them. */
async function writeSome(w: World, n: number) {
  const ctx = await ctxFor(w.admin.id, w.client.id, "admin");
  for (let i = 0; i < n; i++) {
    await db().$transaction((tx) =>
      recordAudit(tx, ctx, {
        action: "hose.note",
        entity: "Hose",
        entityId: w.hose.id,
        label: `Note ${i} — ünïcode "quoted" \\ back`,
        organisationId: w.customer.id,
        data: { note: `n${i}`, nested: { z: 1, a: [1.5, null, "x"] } },
      }),
    );
  }
}

/** Runs `sql` with the append-only trigger off, as a person with owner rights on the database could. */
async function tamper(...statements: string[]) {
  await db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DISABLE TRIGGER "AuditEvent_append_only"`);
    for (const sql of statements) await tx.$executeRawUnsafe(sql);
    await tx.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ENABLE TRIGGER "AuditEvent_append_only"`);
  });
}

const chainOf = (clientId: string) =>
  db().auditEvent.findMany({ where: { clientId }, orderBy: { chainPosition: "asc" } });

describe("the chain of real writes", () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it("links each entry to the one before it and verifies", async () => {
    const edit = await call(updateHoseRoute, {
      method: "PUT",
      host: w.host,
      headers: await bearerHeaders(w.admin, "admin"),
      body: { id: w.hose.id, tagId: w.hose.tagId, name: "Crusher feed (new)", customerOrganisationId: w.customer.id },
    });
    expect(edit.status).toBe(200);
    await writeSome(w, 5);

    const entries = await chainOf(w.client.id);
    expect(entries.length).toBeGreaterThanOrEqual(6);
    entries.forEach((e, i) => {
      expect(e.chainPosition).toBe(i + 1);
      expect(e.prevHash).toBe(i === 0 ? GENESIS_HASH : entries[i - 1]!.hash);
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    });

    const res = await verify(w);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, count: entries.length, head: entries.at(-1)!.hash });
  });

  it("ignores the chain fields a writer sends: the database links the entry", async () => {
    const before = await chainOf(w.client.id);
    const forged = await db().auditEvent.create({
      data: {
        clientId: w.client.id,
        action: "hose.note",
        entity: "Hose",
        chainPosition: 1,
        prevHash: "f".repeat(64),
        hash: "e".repeat(64),
      },
    });
    expect(forged.chainPosition).toBe(before.length + 1);
    expect(forged.prevHash).toBe(before.at(-1)!.hash);
    expect(forged.hash).not.toBe("e".repeat(64));
    expect((await verifyAuditChain(await ctxFor(w.admin.id, w.client.id, "admin"))).valid).toBe(true);
  });

  it("deleting a document appends an entry and removes none: the chain grows and stays valid", async () => {
    const upload = await db().upload.create({
      data: {
        clientId: w.client.id,
        hoseId: w.hose.id,
        uploadType: 1,
        filename: "certificate.pdf",
        mimetype: "application/pdf",
        size: 10,
        storageKey: `test/${randomUUID()}`,
      },
    });
    const before = await chainOf(w.client.id);
    const res = await call(deleteUploadRoute, {
      method: "DELETE",
      host: w.host,
      headers: await bearerHeaders(w.admin, "admin"),
      params: { id: upload.id },
    });
    expect(res.status).toBe(200);
    const after = await chainOf(w.client.id);
    expect(after.length).toBe(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ action: "hose.upload.delete", entityId: w.hose.id });
    // The document's own row stays, marked deleted.
    expect((await db().upload.findUniqueOrThrow({ where: { id: upload.id } })).deletedAt).not.toBeNull();
    expect((await verify(w)).body).toMatchObject({ valid: true, count: after.length });
  });

  it("is for client admins only: an organisation's Admin is refused (403)", async () => {
    const res = await call(verifyRoute, {
      host: w.host,
      headers: await bearerHeaders(w.customerAdmin, w.customer.id),
    });
    expect(res.status).toBe(403);
  });

  it("an empty chain is valid, with the genesis hash as its head", async () => {
    const fresh = await world();
    expect(await db().auditEvent.count({ where: { clientId: fresh.client.id } })).toBe(0);
    expect((await verify(fresh)).body).toEqual({ valid: true, count: 0, head: GENESIS_HASH });
  });
});

describe("a changed trail fails verification, naming the first entry that breaks it", () => {
  it("an entry altered in place: that entry (its content no longer gives its hash)", async () => {
    const w = await world();
    await writeSome(w, 6);
    const entries = await chainOf(w.client.id);
    const victim = entries[3]!;
    await tamper(`UPDATE "AuditEvent" SET "actorName" = 'Someone else' WHERE id = '${victim.id}'`);
    const res = await verify(w);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: false,
      count: entries.length,
      head: entries.at(-1)!.hash,
      firstBroken: { id: victim.id, position: 4, reason: "content" },
    });
  });

  it("an entry altered and its hash recomputed: the next entry no longer links to it", async () => {
    const w = await world();
    await writeSome(w, 6);
    const entries = await chainOf(w.client.id);
    const victim = entries[2]!;
    await tamper(
      `UPDATE "AuditEvent" SET "entityLabel" = 'Forged' WHERE id = '${victim.id}'`,
      `UPDATE "AuditEvent" e SET hash = "audit_event_hash"(e) WHERE id = '${victim.id}'`,
    );
    expect((await verify(w)).body).toMatchObject({
      valid: false,
      firstBroken: { id: entries[3]!.id, position: 4, reason: "link" },
    });
  });

  it("an entry removed: the one after it", async () => {
    const w = await world();
    await writeSome(w, 5);
    const entries = await chainOf(w.client.id);
    await tamper(`DELETE FROM "AuditEvent" WHERE id = '${entries[1]!.id}'`);
    expect((await verify(w)).body).toMatchObject({
      valid: false,
      count: entries.length - 1,
      firstBroken: { id: entries[2]!.id, position: 2, reason: "link" },
    });
  });

  it("the newest entry removed: the chain ends short of its recorded head", async () => {
    const w = await world();
    await writeSome(w, 3);
    const entries = await chainOf(w.client.id);
    await tamper(`DELETE FROM "AuditEvent" WHERE id = '${entries.at(-1)!.id}'`);
    expect((await verify(w)).body).toEqual({
      valid: false,
      count: entries.length - 1,
      head: entries.at(-1)!.hash,
      firstBroken: { id: null, position: entries.length, reason: "missing" },
    });
  });

  it("another client's chain is not affected by this one's breakage", async () => {
    const a = await world();
    const b = await world();
    await writeSome(a, 2);
    await writeSome(b, 2);
    const entries = await chainOf(a.client.id);
    await tamper(`UPDATE "AuditEvent" SET action = 'forged' WHERE id = '${entries[0]!.id}'`);
    expect(((await verify(a)).body as { valid: boolean }).valid).toBe(false);
    expect(((await verify(b)).body as { valid: boolean }).valid).toBe(true);
  });
});

describe("appends at the same time", () => {
  it("never fork the chain: 24 concurrent writers of one client, and another client's beside them", async () => {
    const w = await world();
    const other = await world();
    const ctx = await ctxFor(w.admin.id, w.client.id, "admin");
    const otherCtx = await ctxFor(other.admin.id, other.client.id, "admin");
    const write = (c: typeof ctx, i: number) =>
      db().$transaction(
        async (tx) => {
          await recordAudit(tx, c, { action: "hose.note", entity: "Hose", entityId: null, data: { i } });
          // Something else in the same transaction after the entry, as real writes do.
          await tx.$queryRaw`SELECT pg_sleep(0.005)::text`;
          // More writers than the pool has connections: they queue for one, which is not what is tested.
        },
        { maxWait: 30_000, timeout: 30_000 },
      );
    const before = await db().auditEvent.count({ where: { clientId: w.client.id } });
    await Promise.all(Array.from({ length: 24 }, (_, i) => [write(ctx, i), write(otherCtx, i)]).flat());

    for (const x of [w, other]) {
      const entries = await chainOf(x.client.id);
      expect(entries.map((e) => e.chainPosition)).toEqual(entries.map((_, i) => i + 1));
      expect((await verify(x)).body).toMatchObject({ valid: true, count: entries.length });
    }
    expect(await db().auditEvent.count({ where: { clientId: w.client.id } })).toBe(before + 24);
  });
});
