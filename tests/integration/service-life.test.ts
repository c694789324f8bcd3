import { describe, expect, it } from "vitest";
import { DELETE as archiveRoute, GET as getRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as configRoute } from "@/app/api/v1/config/route";
import { fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { replaceHose } from "@/lib/hoses/replace-hose";
import { HoseReplaceSchema } from "@/lib/hoses/schemas";
import { RETIREMENT_REASONS } from "@/lib/hoses/retirement";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

/** Retirement with a reason, and replacing a hose in place (GET /config, DELETE /hoses/{id}). */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const config = await createHoseConfiguration(client.id, customer.id, { name: "2SN 1/2 x 1000" });
  const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const hose = await createHose(client.id, customer.id, {
    organisationZoneId: site.id,
    hoseConfigurationId: config.id,
    installationDate: fromIsoDate("2024-01-15"),
    name: "Feed",
    tagId: "OLD-1",
  });
  return { client, host, customer, site, config, user, hose, headers: () => bearerHeaders(user, customer.id) };
}

describe("retirement reasons", () => {
  it("GET /config lists the reasons as {value, label}", async () => {
    const s = await setup();
    const res = await call(configRoute, { method: "GET", host: s.host, headers: await s.headers() });
    expect(res.status).toBe(200);
    const body = res.body as { retirementReasons: Array<{ value: string; label: string }> };
    expect(body.retirementReasons).toEqual(RETIREMENT_REASONS.map(({ value, label }) => ({ value, label })));
    expect(body.retirementReasons.map((r) => r.value)).toContain("fitting_blow_off");
  });

  it("the archive call keeps its retirementReason; an unknown reason is 422 and changes nothing", async () => {
    const s = await setup();
    const bad = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { retirementReason: "bored" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ retirementReason: ["Choose a reason from the list"] });
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).deletedAt).toBeNull();

    const ok = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { retirementReason: "crimp_leak", notes: "Weeping at the crimp" },
    });
    expect(ok).toMatchObject({ status: 200, userMessage: "Feed has been archived" });
    const row = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(row.retirementReason).toBe("crimp_leak");
    const detail = await call(getRoute, {
      method: "GET",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
    });
    expect(detail.body).toMatchObject({ retirementReason: "crimp_leak", successor: null, predecessor: null });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: s.hose.id, action: "hose.archive" } });
    expect(audit.data).toMatchObject({ retirementReason: "crimp_leak" });
  });

  it("an archive without a reason still works (old payloads)", async () => {
    const s = await setup();
    const ok = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { notes: "Gone" },
    });
    expect(ok.status).toBe(200);
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).retirementReason).toBeNull();
  });
});

describe("replace in place", () => {
  const form = (s: Awaited<ReturnType<typeof setup>>, over: Record<string, unknown> = {}) =>
    HoseReplaceSchema.parse({
      retirementReason: "abrasion",
      notes: "Cover worn through",
      tagId: "NEW-1",
      name: "Feed",
      customerOrganisationId: s.customer.id,
      hoseConfigurationId: s.config.id,
      organisationZoneId: s.site.id,
      installationDate: "2026-03-01",
      buildDate: "2026-02-20",
      ...over,
    });

  it("retires the old hose with its reason and links the successor both ways", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    const r = await replaceHose(ctx, s.hose.id, form(s), fromIsoDate("2026-03-02"));
    const old = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id }, include: { successor: true } });
    expect(old.deletedAt).not.toBeNull();
    expect(old.retirementReason).toBe("abrasion");
    expect(old.tagId).toBe("OLD-1");
    expect(old.successor?.id).toBe(r.id);
    const successor = await db().hose.findUniqueOrThrow({ where: { id: r.id } });
    expect(successor).toMatchObject({
      predecessorId: s.hose.id,
      organisationZoneId: s.site.id,
      hoseConfigurationId: s.config.id,
      tagId: "NEW-1",
      deletedAt: null,
    });
    expect(successor.installationDate).toEqual(fromIsoDate("2026-03-01"));

    const headers = await s.headers();
    const newPage = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: r.id } });
    expect(newPage.body).toMatchObject({ predecessor: { id: s.hose.id, tagId: "OLD-1" }, successor: null });
    const oldPage = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: s.hose.id } });
    expect(oldPage.body).toMatchObject({ successor: { id: r.id, tagId: "NEW-1" }, retirementReason: "abrasion" });
  });

  it("moves the old tag to the successor when asked", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    const r = await replaceHose(ctx, s.hose.id, form(s, { tagId: "old-1" }), fromIsoDate("2026-03-02"));
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).tagId).toBeNull();
    expect((await db().hose.findUniqueOrThrow({ where: { id: r.id } })).tagId).toBe("OLD-1");
  });

  it("a refused replacement (bad successor) changes nothing", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    await expect(
      replaceHose(ctx, s.hose.id, form(s, { installationDate: "2030-01-01" }), fromIsoDate("2026-03-02")),
    ).rejects.toMatchObject({ code: "INVALID" });
    const old = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(old.deletedAt).toBeNull();
    expect(await db().hose.count({ where: { predecessorId: s.hose.id } })).toBe(0);
  });
});
