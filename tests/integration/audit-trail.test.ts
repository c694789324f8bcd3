import { beforeAll, describe, expect, it } from "vitest";
import { GET as activityRoute } from "@/app/api/v1/activity/route";
import { GET as activityExportRoute } from "@/app/api/v1/activity/export/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { POST as inspectRoute } from "@/app/api/v1/hoseMeta/route";
import { PUT as updateHoseRoute } from "@/app/api/v1/hoses/route";
import { POST as createSiteRoute } from "@/app/api/v1/sites/route";
import { POST as createUserRoute, PUT as updateUserRoute } from "@/app/api/v1/users/route";
import { changedFields } from "@/lib/audit/changes";
import { hoseChanges } from "@/lib/hoses/activity";
import { signAccessToken } from "@/lib/auth/tokens";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { AuditEvent } from "@/lib/generated/prisma/client";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { ctxFor } from "../fixtures/ctx";
import { call } from "../fixtures/http";

/**
 * Audit trail: the entries real writes leave (changed fields only, both people of an
 * impersonation, the request id), that the table cannot be changed, and who reads them.
 */
async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const elsewhere = await createOrganisation(client.id, { name: "Elsewhere" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const config = await createHoseConfiguration(client.id, dist.id, { name: "2SN 1/2" });
  const member = (organisationId: string, role: number, over: { firstName?: string; lastName?: string } = {}) =>
    createUser(client.id, { memberships: [{ organisationId, role }], ...over });
  const users = {
    clientAdmin: await createUser(client.id, { clientAdmin: true, firstName: "Cora", lastName: "Admin" }),
    distAdmin: await member(dist.id, 2, { firstName: "Dan", lastName: "Dist" }),
    customerAdmin: await member(customer.id, 2, { firstName: "Cass", lastName: "Customer" }),
    customerUser: await member(customer.id, 0, { firstName: "Uma", lastName: "User" }),
    customerManager: await member(customer.id, 1),
    elsewhereAdmin: await member(elsewhere.id, 2),
    otherAdmin: await createUser(other.id, { clientAdmin: true }),
  };
  const hose = await createHose(client.id, customer.id, {
    name: "Crusher feed",
    tagId: `AUD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    hoseConfigurationId: config.id,
    organisationZoneId: site.id,
    installationDate: fromIsoDate("2026-01-31"),
    buildDate: fromIsoDate("2026-01-10"),
    distributorOrganisationId: dist.id,
  });
  return { client, host, other, dist, customer, elsewhere, site, config, users, hose };
}

let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  w = await world();
});

const hoseBody = (over: Record<string, unknown> = {}) => ({
  id: w.hose.id,
  tagId: w.hose.tagId,
  name: "Crusher feed",
  customerOrganisationId: w.customer.id,
  hoseConfigurationId: w.config.id,
  organisationZoneId: w.site.id,
  manufacturer: null,
  manufactureDate: null,
  buildDate: "2026-01-10",
  installationDate: "2026-01-31",
  ...over,
});

const latest = (where: Record<string, unknown>): Promise<AuditEvent> =>
  db().auditEvent.findFirstOrThrow({ where: { clientId: w.client.id, ...where }, orderBy: { createdAt: "desc" } });

describe("audit entries written by the writes themselves", () => {
  it("a hose edit records only the changed fields, before and after, with who and the request id", async () => {
    const res = await call(updateHoseRoute, {
      method: "PUT",
      host: w.host,
      headers: await bearerHeaders(w.users.distAdmin, w.dist.id),
      body: hoseBody({ name: "Crusher feed (new)", manufacturer: "Parker" }),
    });
    expect(res.status).toBe(200);
    const entry = await latest({ action: "hose.update", entityId: w.hose.id });
    expect(entry.changes).toEqual({
      manufacturer: { before: null, after: "Parker" },
      name: { before: "Crusher feed", after: "Crusher feed (new)" },
    });
    expect(entry).toMatchObject({
      entity: "Hose",
      entityLabel: "Crusher feed (new)",
      actorId: w.users.distAdmin.id,
      actorName: `Dan Dist <${w.users.distAdmin.email}>`,
      impersonatorId: null,
      organisationId: w.customer.id,
      actorOrganisationId: w.dist.id,
    });
    // The id the answer carries is the one recorded.
    expect(entry.requestId).toBe(res.headers.get("x-request-id"));
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an inspection records its result and the hose fields it moved", async () => {
    const res = await call(inspectRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.users.customerUser, w.customer.id),
      body: { hoseId: w.hose.id, inspectionResult: 1, inspectionDate: "2026-03-02", notes: "Abrasion" },
    });
    expect(res.status).toBe(201);
    const entry = await latest({ action: "hose.inspect", entityId: w.hose.id });
    expect(entry.data).toMatchObject({ result: 1, inspectionDate: "2026-03-02", inspector: "Uma User" });
    const changes = entry.changes as Record<string, { before: unknown; after: unknown }>;
    expect(changes.lastInspectionDate).toEqual({ before: null, after: "2026-03-02" });
    expect(changes.status).toEqual({ before: 0, after: 1 });
    expect(entry.actorId).toBe(w.users.customerUser.id);
    const hose = await db().hose.findUniqueOrThrow({ where: { id: w.hose.id } });
    expect(toIsoDate(hose.lastInspectionDate!)).toBe("2026-03-02");
  });

  it("an impersonated change names both the user acted as and the admin behind them", async () => {
    const token = await signAccessToken({
      userId: w.users.customerAdmin.id,
      clientId: w.client.id,
      sessionVersion: w.users.customerAdmin.sessionVersion,
      impersonator: { id: w.users.clientAdmin.id, sessionVersion: w.users.clientAdmin.sessionVersion },
    });
    const res = await call(updateHoseRoute, {
      method: "PUT",
      host: w.host,
      token,
      organisationId: w.customer.id,
      body: hoseBody({ name: "Crusher feed (impersonated)", manufacturer: "Parker" }),
    });
    expect(res.status).toBe(200);
    const entry = await latest({ action: "hose.update", entityId: w.hose.id });
    expect(entry).toMatchObject({
      actorId: w.users.customerAdmin.id,
      actorName: `Cass Customer <${w.users.customerAdmin.email}>`,
      impersonatorId: w.users.clientAdmin.id,
      impersonatorName: "Cora Admin",
    });
    expect(Object.keys(entry.changes as object)).toEqual(["name"]);
  });

  it("a role change records the role before and after, never the password hash", async () => {
    const res = await call(updateUserRoute, {
      method: "PUT",
      host: w.host,
      headers: await bearerHeaders(w.users.customerAdmin, w.customer.id),
      body: { id: w.users.customerManager.id, role: 2 },
    });
    expect(res.status).toBe(200);
    const entry = await latest({ action: "user.role", entityId: w.users.customerManager.id });
    expect(entry.changes).toEqual({ role: { before: "Manager", after: "Admin" } });
    expect(entry.organisationId).toBe(w.customer.id);
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash/);
  });

  it("adding an existing account shows an organisation's Admins only their own organisation's role", async () => {
    const person = await createUser(w.client.id, {
      firstName: "Ola",
      lastName: "Other",
      memberships: [{ organisationId: w.elsewhere.id, role: 2 }],
    });
    const res = await call(createUserRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.users.customerAdmin, w.customer.id),
      body: { firstName: "Ola", lastName: "Other", email: person.email, role: 0 },
    });
    expect(res.status).toBe(201);
    const entry = await latest({ action: "user.add", entityId: person.id });
    expect(entry.organisationId).toBe(w.customer.id);
    expect(entry.changes).toEqual({
      receiveQuotes: { before: null, after: false },
      role: { before: null, after: "User" },
    });
    expect(JSON.stringify(entry)).not.toContain("Elsewhere");
  });

  it("a client admin's change of someone's organisations is filed under each organisation it touched", async () => {
    const person = await createUser(w.client.id, { memberships: [{ organisationId: w.elsewhere.id, role: 0 }] });
    const res = await call(updateUserRoute, {
      method: "PUT",
      host: w.host,
      headers: await bearerHeaders(w.users.clientAdmin, "admin"),
      body: { id: person.id, organisations: [{ organisationId: w.customer.id, role: 1 }] },
    });
    expect(res.status).toBe(200);
    const added = await latest({ action: "user.add", entityId: person.id });
    expect(added.organisationId).toBe(w.customer.id);
    expect(added.changes).toMatchObject({ role: { before: null, after: "Manager" } });
    const removed = await latest({ action: "user.revoke", entityId: person.id });
    expect(removed.organisationId).toBe(w.elsewhere.id);
    expect(removed.changes).toMatchObject({ role: { before: "User", after: null } });
  });

  it("drops secrets and bookkeeping from every snapshot", () => {
    const changes = changedFields(
      { passwordHash: "$argon2id$a", refreshToken: "x", updatedAt: new Date(1), name: "a" },
      { passwordHash: "$argon2id$b", refreshToken: "y", updatedAt: new Date(2), name: "b" },
    );
    expect(changes).toEqual({ name: { before: "a", after: "b" } });
    expect(changedFields({ name: "a" }, { name: "a" })).toBeNull();
  });

  it("a refused write leaves no entry", async () => {
    const before = await db().auditEvent.count({ where: { clientId: w.client.id } });
    const res = await call(updateHoseRoute, {
      method: "PUT",
      host: w.host,
      headers: await bearerHeaders(w.users.distAdmin, w.dist.id),
      body: hoseBody({ installationDate: "2999-01-01" }),
    });
    expect(res.status).toBe(422);
    expect(await db().auditEvent.count({ where: { clientId: w.client.id } })).toBe(before);
  });
});

describe("the hose timeline", () => {
  it("shows the hose's edits with their changed fields and who made them", async () => {
    const ctx = await ctxFor(w.users.customerAdmin.id, w.client.id, w.customer.id);
    const changes = await hoseChanges(ctx, w.hose.id);
    const edit = changes.find((c) => c.notes?.includes("Name: Crusher feed → Crusher feed (new)"));
    expect(edit).toMatchObject({ title: "Edited hose", by: "Dan Dist" });
    expect(changes.find((c) => c.by?.includes("impersonated by Cora Admin"))).toBeDefined();
    // Inspections are on the timeline already (from the hose's own history): not twice.
    expect(changes.map((c) => c.title)).not.toContain("Recorded inspection");
  });
});

describe("the table is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, through Prisma and in plain SQL", async () => {
    const entry = await latest({});
    await expect(db().auditEvent.update({ where: { id: entry.id }, data: { action: "forged" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db().auditEvent.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "actorName" = 'someone else'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db().$executeRawUnsafe(`DELETE FROM "AuditEvent"`)).rejects.toThrow(/append-only/);
    await expect(db().$executeRawUnsafe(`TRUNCATE "AuditEvent"`)).rejects.toThrow(/append-only/);
    expect((await db().auditEvent.findUniqueOrThrow({ where: { id: entry.id } })).action).toBe(entry.action);
  });

  it("goes with its client when the whole client is deleted", async () => {
    const gone = await createClient();
    await db().auditEvent.create({ data: { clientId: gone.id, action: "test", entity: "Client" } });
    await db().client.delete({ where: { id: gone.id } });
    expect(await db().auditEvent.count({ where: { clientId: gone.id } })).toBe(0);
  });
});

describe("GET /api/v1/activity", () => {
  const list = async (headers: Record<string, string>, filters: Record<string, unknown> = {}) =>
    call(activityRoute, {
      host: w.host,
      headers,
      path: `/api/v1/activity?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    });

  it("shows an organisation's Admin its records' entries and its people's, filtered by who, what and when", async () => {
    const res = await list(await bearerHeaders(w.users.customerAdmin, w.customer.id));
    expect(res.status).toBe(200);
    const body = res.body as {
      items: Array<{ action: string; organisationId: string; actorName: string }>;
      totalItems: number;
    };
    expect(body.items.map((i) => i.action)).toEqual(
      expect.arrayContaining(["hose.update", "hose.inspect", "user.role"]),
    );
    expect(body.items.every((i) => i.organisationId === w.customer.id)).toBe(true);

    const who = await list(await bearerHeaders(w.users.customerAdmin, w.customer.id), { who: w.users.customerUser.id });
    expect((who.body as typeof body).items.map((i) => i.action)).toEqual(["hose.inspect"]);
    const what = await list(await bearerHeaders(w.users.customerAdmin, w.customer.id), { what: "User" });
    expect((what.body as typeof body).items.map((i) => i.action)).toContain("user.role");
    expect((what.body as typeof body).items.every((i) => i.action.startsWith("user."))).toBe(true);
    const future = await list(await bearerHeaders(w.users.customerAdmin, w.customer.id), { from: "2999-01-01" });
    expect((future.body as typeof body).totalItems).toBe(0);
  });

  it("shows a distributor's Admin what its people did on a customer's hose, and a client admin everything", async () => {
    const dist = (await list(await bearerHeaders(w.users.distAdmin, w.dist.id))).body as {
      items: Array<{ actorId: string }>;
    };
    expect(dist.items.length).toBeGreaterThan(0);
    expect(dist.items.every((i) => i.actorId === w.users.distAdmin.id)).toBe(true);
    const all = (await list(await bearerHeaders(w.users.clientAdmin, "admin"))).body as { totalItems: number };
    expect(all.totalItems).toBe(await db().auditEvent.count({ where: { clientId: w.client.id } }));
  });

  it("is refused to Managers and Users (403) and shows another organisation or client nothing of this one", async () => {
    const manager = await createUser(w.client.id, { memberships: [{ organisationId: w.customer.id, role: 1 }] });
    expect((await list(await bearerHeaders(manager, w.customer.id))).status).toBe(403);
    expect((await list(await bearerHeaders(w.users.customerUser, w.customer.id))).status).toBe(403);
    const elsewhere = (await list(await bearerHeaders(w.users.elsewhereAdmin, w.elsewhere.id))).body as {
      items: Array<{ organisationId: string }>;
    };
    // Only what concerns Elsewhere itself (the client admin removing its member), none of Quarry's.
    expect(elsewhere.items.every((i) => i.organisationId === w.elsewhere.id)).toBe(true);
    // Another client's admin on this hostname: its token is bound to its client (401).
    expect((await list(await bearerHeaders(w.users.otherAdmin, "admin"))).status).toBe(401);
    // A foreign organisation id is 404, as for any row out of reach.
    expect((await list(await bearerHeaders(w.users.customerAdmin, w.elsewhere.id))).status).toBe(404);
  });

  it("names the records an entry refers to, as far as the viewer may see them, and offers only the kinds they can see", async () => {
    const zone = await call(createSiteRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.users.customerAdmin, w.customer.id),
      body: { name: "Audit Belt", organisationId: w.customer.id, parentId: w.site.id },
    });
    expect(zone.status).toBe(201);
    // A hose that came over from another customer: the customer's Admin may not see that one.
    await db().auditEvent.create({
      data: {
        clientId: w.client.id,
        organisationId: w.customer.id,
        actorName: "Cora Admin",
        action: "hose.update",
        entity: "Hose",
        entityId: w.hose.id,
        entityLabel: "Crusher feed",
        changes: {
          customerOrganisationId: { before: w.elsewhere.id, after: w.customer.id },
          hoseConfigurationId: { before: null, after: w.config.id },
          buildUserId: { before: null, after: w.users.customerUser.id },
        },
      },
    });
    type Body = {
      items: Array<{ action: string; changes: Array<{ field: string; beforeText: string; afterText: string }> }>;
      filters: Array<{ id: string; options: Array<{ value: string }> }>;
    };
    const texts = (body: Body, action: string) =>
      Object.fromEntries(
        body.items.find((i) => i.action === action)!.changes.map((c) => [c.field, `${c.beforeText} → ${c.afterText}`]),
      );
    const customer = (await list(await bearerHeaders(w.users.customerAdmin, w.customer.id))).body as Body;
    expect(texts(customer, "zone.create")).toMatchObject({
      id: "none → Main Quarry > Audit Belt",
      organisationId: "none → Quarry",
      parentId: "none → Main Quarry",
    });
    expect(texts(customer, "hose.update")).toEqual({
      buildUserId: "none → Uma User",
      customerOrganisationId: "(not available) → Quarry",
      hoseConfigurationId: "none → 2SN 1/2",
    });
    expect(JSON.stringify(customer.items.map((i) => i.changes.map((c) => [c.beforeText, c.afterText])))).not.toContain(
      w.elsewhere.id,
    );
    const admin = (await list(await bearerHeaders(w.users.clientAdmin, "admin"))).body as Body;
    expect(texts(admin, "hose.update")).toMatchObject({ customerOrganisationId: "Elsewhere → Quarry" });

    const kinds = (body: Body) => body.filters.find((f) => f.id === "what")!.options.map((o) => o.value);
    expect(kinds(customer)).toEqual(expect.arrayContaining(["Hose", "Site", "User", "OrganisationSettings"]));
    expect(kinds(customer)).not.toEqual(expect.arrayContaining(["Tag"]));
    expect(kinds(customer).filter((k) => ["Tag", "Client", "Manufacturer"].includes(k))).toEqual([]);
    expect(kinds(admin)).toEqual(expect.arrayContaining(["Tag", "Client", "Manufacturer"]));
  });

  it("exports the filtered trail as a streamed CSV", async () => {
    const headers = await bearerHeaders(w.users.customerAdmin, w.customer.id);
    const res = await call(activityExportRoute, {
      host: w.host,
      headers,
      path: `/api/v1/activity/export?filters=${encodeURIComponent(JSON.stringify({ what: "Hose" }))}`,
    });
    expect(res.status).toBe(200);
    const token = (res.body as { url: string }).url.split("/").pop()!;
    const csv = await call(downloadRoute, { host: w.host, params: { token } });
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text.split("\n")[0]).toContain("When (UTC),Who,Impersonated by,Action");
    expect(text).toContain("Name: Crusher feed -> Crusher feed (new)");
    // Names in place of ids, as on the page (the entry added by the test above).
    expect(text).toContain("Customer organisation: (not available) -> Quarry");
    expect(text).not.toContain(w.elsewhere.id);
    expect(text).toContain("Cora Admin");
    expect(text).not.toContain("Changed role");
    expect(
      (
        await call(activityExportRoute, {
          host: w.host,
          headers: await bearerHeaders(w.users.customerUser, w.customer.id),
        })
      ).status,
    ).toBe(403);
  });
});
