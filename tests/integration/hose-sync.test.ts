import { describe, expect, it } from "vitest";
import { DELETE as archiveRoute } from "@/app/api/v1/hoses/[id]/route";
import { POST as hoseMetaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as syncRoute } from "@/app/api/v1/sync/hoses/route";
import { db } from "@/lib/db/client";
import type { SyncResponse } from "@/lib/sync/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

type Caller = { id: string; clientId: string; sessionVersion: number };

/** Every page of one sync run from `cursor` (none: a full copy). */
async function syncAll(host: string, user: Caller, org: string, cursor?: string, limit = 500, sites?: string[]) {
  const pages: SyncResponse[] = [];
  let next = cursor;
  for (;;) {
    const q = new URLSearchParams({ limit: String(limit) });
    if (next) q.set("cursor", next);
    if (sites) q.set("sites", sites.join(","));
    const res = await call(syncRoute, {
      host,
      path: `/api/v1/sync/hoses?${q}`,
      headers: await bearerHeaders(user, org),
    });
    expect(res.status).toBe(200);
    const page = res.body as SyncResponse;
    pages.push(page);
    next = page.nextCursor;
    if (!page.hasMore) break;
    expect(pages.length).toBeLessThan(50);
  }
  return {
    pages,
    cursor: next!,
    hoses: pages.flatMap((p) => p.hoses),
    removed: pages.flatMap((p) => p.removed),
  };
}

/** Moves the hoses' change stamps into the past, beyond the sync's clock slack. */
const age = (clientId: string) =>
  db().$executeRaw`UPDATE "Hose" SET "updatedAt" = now() - interval '1 hour' WHERE "clientId" = ${clientId}::uuid`;

async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const distributor = await createOrganisation(client.id, { isDistributor: true });
  const otherDistributor = await createOrganisation(client.id, { isDistributor: true });
  const quarry = await createOrganisation(client.id, { distributorId: distributor.id });
  const farm = await createOrganisation(client.id, { distributorId: distributor.id });
  const stranger = await createOrganisation(client.id, { distributorId: otherDistributor.id });
  const site = await createZone(client.id, quarry.id, null, "Main Quarry");
  const zone = await createZone(client.id, quarry.id, site.id, "Crusher");
  const config = await createHoseConfiguration(client.id, distributor.id, { name: "2SN 1/2 JIC 1000" });
  const quarryHoses = await Promise.all(
    [0, 1, 2].map(() =>
      createHose(client.id, quarry.id, {
        organisationZoneId: zone.id,
        installationDate: new Date("2026-01-10"),
        hoseConfigurationId: config.id,
      }),
    ),
  );
  const farmHose = await createHose(client.id, farm.id, { installationDate: new Date("2026-02-01") });
  const strangerHose = await createHose(client.id, stranger.id, { installationDate: new Date("2026-02-01") });
  const distributorUser = await createUser(client.id, { memberships: [{ organisationId: distributor.id, role: 2 }] });
  const quarryUser = await createUser(client.id, { memberships: [{ organisationId: quarry.id, role: 2 }] });
  const readOnly = await createUser(client.id, { memberships: [{ organisationId: quarry.id, role: 1 }] });
  const clientAdmin = await createUser(client.id, { clientAdmin: true });
  return {
    client,
    host,
    distributor,
    quarry,
    farm,
    site,
    zone,
    quarryHoses,
    farmHose,
    strangerHose,
    distributorUser,
    quarryUser,
    readOnly,
    clientAdmin,
  };
}

describe("GET /api/v1/sync/hoses", () => {
  it("copies a distributor's customers' hoses with their names, and a customer only its own", async () => {
    const w = await world();
    // The offline form warns where a competence is required: the copy says which customers require one.
    await db().organisation.update({ where: { id: w.farm.id }, data: { requireInspectorCompetence: true } });
    const copy = await syncAll(w.host, w.distributorUser, w.distributor.id);
    expect(Object.fromEntries(copy.pages[0]!.customers.map((c) => [c.id, c.requireCompetence]))).toEqual({
      [w.quarry.id]: false,
      [w.farm.id]: true,
    });
    expect(copy.pages[0]!.reset).toBe(true);
    expect(copy.pages[0]!.total).toBe(4);
    expect(copy.hoses.map((h) => h.id).sort()).toEqual([...w.quarryHoses.map((h) => h.id), w.farmHose.id].sort());
    const hose = copy.hoses.find((h) => h.id === w.quarryHoses[0]!.id)!;
    expect(hose.tagId).toBe(w.quarryHoses[0]!.tagId);
    expect(copy.pages[0]!.zones.find((z) => z.id === hose.organisationZoneId)!.trailName).toBe("Main Quarry > Crusher");
    expect(copy.pages[0]!.configurations.map((c) => c.name)).toContain("2SN 1/2 JIC 1000");
    expect(copy.pages[0]!.customers.map((c) => c.id).sort()).toEqual([w.quarry.id, w.farm.id].sort());

    const own = await syncAll(w.host, w.quarryUser, w.quarry.id);
    expect(own.hoses.map((h) => h.id).sort()).toEqual(w.quarryHoses.map((h) => h.id).sort());
    // Read-only users view hoses, so they keep them too.
    const readOnly = await syncAll(w.host, w.readOnly, w.quarry.id);
    expect(readOnly.hoses).toHaveLength(3);
  });

  it("gives another tenant's user nothing, and refuses the client-admin area and strangers' organisations", async () => {
    const w = await world();
    const other = await createClient();
    const otherOrg = await createOrganisation(other.id);
    await createHose(other.id, otherOrg.id, { installationDate: new Date("2026-01-01") });
    const outsider = await createUser(other.id, { memberships: [{ organisationId: otherOrg.id, role: 2 }] });
    // The other tenant's user on this tenant's host: not a session here.
    const foreign = await call(syncRoute, {
      host: w.host,
      path: "/api/v1/sync/hoses",
      headers: await bearerHeaders(outsider, otherOrg.id),
    });
    expect(foreign.status).toBe(401);
    // On their own host they see their own hose only.
    const theirs = await syncAll(other.hostnames[0]!.hostname, outsider, otherOrg.id);
    expect(theirs.hoses).toHaveLength(1);
    expect(theirs.hoses.map((h) => h.id)).not.toContain(w.farmHose.id);

    const admin = await call(syncRoute, {
      host: w.host,
      path: "/api/v1/sync/hoses",
      headers: await bearerHeaders(w.clientAdmin, "admin"),
    });
    expect(admin.status).toBe(403);
    // An organisation the user is not a member of.
    const notMine = await call(syncRoute, {
      host: w.host,
      path: "/api/v1/sync/hoses",
      headers: await bearerHeaders(w.quarryUser, w.distributor.id),
    });
    expect([403, 404]).toContain(notMine.status);
    const anonymous = await call(syncRoute, { host: w.host, path: "/api/v1/sync/hoses" });
    expect(anonymous.status).toBe(401);
  });

  it("pages by cursor without losing or repeating a hose", async () => {
    const w = await world();
    const copy = await syncAll(w.host, w.distributorUser, w.distributor.id, undefined, 1);
    expect(copy.pages.map((p) => p.reset)).toEqual([true, false, false, false]);
    expect(copy.pages.map((p) => p.hasMore)).toEqual([true, true, true, false]);
    const ids = copy.hoses.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(4);
  });

  it("sends only what changed since the cursor: an inspection, then an archive as a removal", async () => {
    const w = await world();
    await age(w.client.id);
    const copy = await syncAll(w.host, w.quarryUser, w.quarry.id);
    expect(copy.hoses).toHaveLength(3);

    const quiet = await syncAll(w.host, w.quarryUser, w.quarry.id, copy.cursor);
    expect(quiet.pages[0]!.reset).toBe(false);
    expect(quiet.hoses).toEqual([]);
    expect(quiet.removed).toEqual([]);

    const inspected = w.quarryHoses[1]!;
    const recorded = await call(hoseMetaRoute, {
      method: "POST",
      host: w.host,
      path: "/api/v1/hoseMeta",
      headers: await bearerHeaders(w.quarryUser, w.quarry.id),
      body: { hoseId: inspected.id, inspectionResult: "2", inspectionDate: "2026-03-01", notes: "Cover worn" },
    });
    expect(recorded.status).toBe(201);
    const delta = await syncAll(w.host, w.quarryUser, w.quarry.id, quiet.cursor);
    expect(delta.hoses.map((h) => h.id)).toEqual([inspected.id]);
    expect(delta.hoses[0]!.status).toBe(2);
    expect(delta.hoses[0]!.inspections[0]).toMatchObject({ inspectionResult: 2, notes: "Cover worn" });

    await age(w.client.id);
    const archived = w.quarryHoses[2]!;
    const archive = await call(archiveRoute, {
      method: "DELETE",
      host: w.host,
      path: `/api/v1/hoses/${archived.id}`,
      params: { id: archived.id },
      headers: await bearerHeaders(w.quarryUser, w.quarry.id),
      body: {},
    });
    expect(archive.status).toBe(200);
    const removal = await syncAll(w.host, w.quarryUser, w.quarry.id, delta.cursor);
    expect(removal.removed).toEqual([archived.id]);
    expect(removal.hoses.map((h) => h.id)).not.toContain(archived.id);
  });

  it("starts a fresh copy when a customer leaves the distributor", async () => {
    const w = await world();
    const copy = await syncAll(w.host, w.distributorUser, w.distributor.id);
    await db().organisation.update({ where: { id: w.farm.id }, data: { distributorId: null } });
    const after = await syncAll(w.host, w.distributorUser, w.distributor.id, copy.cursor);
    expect(after.pages[0]!.reset).toBe(true);
    expect(after.hoses.map((h) => h.id)).not.toContain(w.farmHose.id);
    expect(after.hoses).toHaveLength(3);
  });

  it("keeps only the chosen sites, and refuses a broken cursor", async () => {
    const w = await world();
    const bySite = await syncAll(w.host, w.distributorUser, w.distributor.id, undefined, 500, [w.site.id]);
    expect(bySite.hoses.map((h) => h.id).sort()).toEqual(w.quarryHoses.map((h) => h.id).sort());
    const bad = await call(syncRoute, {
      host: w.host,
      path: "/api/v1/sync/hoses?cursor=not-a-cursor",
      headers: await bearerHeaders(w.quarryUser, w.quarry.id),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toHaveProperty("cursor");
  });
});
