import { describe, expect, it } from "vitest";
import { GET as metaListRoute, POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as inspectionsRoute } from "@/app/api/v1/inspections/route";
import { addDaysUtc, addMonthsUtc, formatDate, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { filterValuesFromDescriptors, withFilter } from "@/lib/lists/list-href";
import type { Filter } from "@/lib/lists/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** POST /hoseMeta as the mobile tagging app sends it, and the Inspections list. */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, { distributorId: dist.id, hoseInspectionMonths: 6 });
  const stranger = await createOrganisation(client.id, {});
  const foreignOrg = await createOrganisation(other.id, {});
  const today = todayDate();
  const hose = await createHose(client.id, customer.id, {
    installationDate: addMonthsUtc(today, -12),
    name: "Boom ram",
  });
  const strangerHose = await createHose(client.id, stranger.id, { installationDate: addMonthsUtc(today, -12) });
  const foreignHose = await createHose(other.id, foreignOrg.id, { installationDate: addMonthsUtc(today, -12) });
  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }], firstName: "Ina", lastName: "Spector" });
  const users = {
    inspector: await member(customer.id, 0),
    readOnly: await member(customer.id, 4),
    dist: await member(dist.id, 1),
  };
  return { client, host, customer, hose, strangerHose, foreignHose, users, today };
}

const post = async (
  s: Awaited<ReturnType<typeof setup>>,
  user: { id: string; clientId: string; sessionVersion: number },
  org: string,
  body: unknown,
) =>
  call(metaRoute, {
    method: "POST",
    host: s.host,
    headers: { ...(await bearerHeaders(user, org)), "x-client-host": s.host },
    body,
  });

describe("hoseMeta API", () => {
  it("records an inspection that turns the hose to Replace and moves its due date, atomically", async () => {
    const s = await setup();
    const res = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 2,
      notes: "Wire braid showing",
    });
    expect(res).toMatchObject({
      status: 201,
      body: { hoseId: s.hose.id, kind: "INSPECTION" },
      userMessage: "Inspection recorded: Boom ram is Replace",
    });
    const hose = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(hose).toMatchObject({ status: 2, lastInspectionResult: 2, lastInspectionName: "Ina Spector" });
    expect(toIsoDate(hose.lastInspectionDate!)).toBe(toIsoDate(s.today));
    expect(toIsoDate(hose.nextInspectionDate!)).toBe(toIsoDate(addMonthsUtc(s.today, 6)));
    const meta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(meta).toMatchObject({
      kind: "INSPECTION",
      inspectionResult: 2,
      notes: "Wire braid showing",
      userId: s.users.inspector.id,
    });
  });

  it("keeps the hose's state for a back-dated inspection, and records notes without a result", async () => {
    const s = await setup();
    await post(
      s,
      s.users.dist,
      (await db().organisationUser.findFirstOrThrow({ where: { userId: s.users.dist.id } })).organisationId,
      {
        hoseId: s.hose.id,
        inspectionResult: 1,
      },
    );
    const older = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -10)),
    });
    expect(older.status).toBe(201);
    expect(await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).toMatchObject({
      status: 1,
      lastInspectionResult: 1,
    });
    const note = await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, notes: "Guard fitted" });
    expect(note).toMatchObject({ status: 201, body: { kind: "NOTE" }, userMessage: "Note added" });
    expect(await db().hoseMeta.count({ where: { hoseId: s.hose.id } })).toBe(3);
  });

  it("validates every field and changes nothing when refused", async () => {
    const s = await setup();
    const bad = await post(s, s.users.inspector, s.customer.id, {
      hoseId: "nope",
      inspectionResult: 3,
      inspectionDate: "2026-13-01",
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        hoseId: ["Not found"],
        inspectionResult: ["Choose Good, Monitor or Replace"],
        inspectionDate: ["Enter a valid date as dd/mm/yyyy"],
      },
    });
    expect((await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id })).body).toEqual({
      notes: ["Please enter a note"],
    });
    const future = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      inspectionDate: toIsoDate(addDaysUtc(s.today, 1)),
    });
    expect(future).toMatchObject({
      status: 422,
      body: { inspectionDate: ["The inspection date cannot be in the future"] },
    });
    expect((await post(s, s.users.readOnly, s.customer.id, { hoseId: s.hose.id, inspectionResult: 2 })).status).toBe(
      403,
    );
    expect(
      (await post(s, s.users.inspector, s.customer.id, { hoseId: s.strangerHose.id, inspectionResult: 2 })).status,
    ).toBe(404);
    expect(
      (await post(s, s.users.inspector, s.customer.id, { hoseId: s.foreignHose.id, inspectionResult: 2 })).status,
    ).toBe(404);
    await db().hose.update({ where: { id: s.hose.id }, data: { deletedAt: new Date() } });
    expect((await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 2 })).status).toBe(
      409,
    );
    expect(await db().hoseMeta.count({ where: { clientId: s.client.id } })).toBe(0);
    expect(await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).toMatchObject({
      status: 0,
      lastInspectionResult: null,
    });
    const unauth = await call(metaRoute, {
      method: "POST",
      host: s.host,
      body: { hoseId: s.hose.id, inspectionResult: 2 },
    });
    expect(unauth.status).toBe(401);
  });

  it("lists the inspections of visible hoses only, newest first, filtered by result", async () => {
    const s = await setup();
    await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -20)),
    });
    await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 2 });
    await db().hoseMeta.create({
      data: {
        clientId: s.client.id,
        hoseId: s.strangerHose.id,
        kind: "INSPECTION",
        inspectionResult: 1,
        inspectionDate: s.today,
      },
    });
    const headers = await bearerHeaders(s.users.readOnly, s.customer.id);
    const res = await call(inspectionsRoute, { host: s.host, headers });
    expect(res.status).toBe(200);
    const body = res.body as {
      items: Array<{ inspectionResult: number; hoseId: string; inspectionName: string; status: number }>;
      totalItems: number;
    };
    expect(body.items.map((i) => i.inspectionResult)).toEqual([2, 0]);
    expect(body.items[0]).toMatchObject({ hoseId: s.hose.id, inspectionName: "Ina Spector", status: 2 });
    const replaced = await call(metaListRoute, {
      host: s.host,
      headers,
      path: `/?filters=${encodeURIComponent(JSON.stringify({ result: ["0"] }))}`,
    });
    expect((replaced.body as { totalItems: number }).totalItems).toBe(1);
  });

  it("an inspection follows its hose to another customer and distributor, for who sees it and the filters", async () => {
    const s = await setup();
    const recorded = await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 1 });
    expect(recorded.status).toBe(201);
    const id = (recorded.body as { id: string }).id;
    const owner = () =>
      db().hoseMeta.findUniqueOrThrow({
        where: { id },
        select: { customerOrganisationId: true, distributorOrganisationId: true },
      });
    // Filled by the database on insert, from the hose (the app does not write them).
    const dist = s.customer.distributorId!;
    expect(await owner()).toEqual({ customerOrganisationId: s.customer.id, distributorOrganisationId: dist });

    // The hose goes to a customer of another distributor: its history goes with it.
    const dist2 = await createOrganisation(s.client.id, { isDistributor: true });
    const other = await createOrganisation(s.client.id, { distributorId: dist2.id });
    const otherUser = await createUser(s.client.id, { memberships: [{ organisationId: other.id, role: 4 }] });
    const dist2User = await createUser(s.client.id, { memberships: [{ organisationId: dist2.id, role: 1 }] });
    await db().hose.update({
      where: { id: s.hose.id },
      data: { customerOrganisationId: other.id, distributorOrganisationId: dist2.id },
    });
    expect(await owner()).toEqual({ customerOrganisationId: other.id, distributorOrganisationId: dist2.id });

    const listed = async (user: typeof otherUser, org: string, filters?: Record<string, string[]>) => {
      const res = await call(inspectionsRoute, {
        host: s.host,
        headers: await bearerHeaders(user, org),
        ...(filters ? { path: `/?filters=${encodeURIComponent(JSON.stringify(filters))}` } : {}),
      });
      expect(res.status).toBe(200);
      return (res.body as { items: Array<{ id: string }> }).items.map((i) => i.id);
    };
    expect(await listed(s.users.readOnly, s.customer.id)).not.toContain(id);
    expect(await listed(s.users.dist, dist)).not.toContain(id);
    expect(await listed(otherUser, other.id)).toContain(id);
    expect(await listed(dist2User, dist2.id)).toContain(id);
    expect(await listed(dist2User, dist2.id, { distributor: [dist2.id] })).toContain(id);
    expect(await listed(dist2User, dist2.id, { distributor: [dist] })).not.toContain(id);
    expect(await listed(dist2User, dist2.id, { customer: [other.id] })).toContain(id);
    expect(await listed(dist2User, dist2.id, { customer: [s.customer.id] })).not.toContain(id);
  });

  it("carries the hose list fields with each inspection, the inspection's own dates kept", async () => {
    const s = await setup();
    await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -3)),
    });
    // An older inspection than the hose's latest: it set no next date of its own.
    await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -30)),
    });
    const headers = await bearerHeaders(s.users.readOnly, s.customer.id);
    const [hoseRes, listRes] = await Promise.all([
      call(hoseRoute, { host: s.host, headers, params: { id: s.hose.id } }),
      call(inspectionsRoute, { host: s.host, headers }),
    ]);
    const hose = hoseRes.body as Record<string, unknown>;
    const [latest, older] = (listRes.body as { items: Array<Record<string, unknown>> }).items;
    const listFields = [
      "tagId",
      "name",
      "status",
      "inspectionDue",
      "replacementWarning",
      "replacementDate",
      "lastInspectionDate",
      "lastInspectionResult",
      "lastInspectionName",
      "customerOrganisationId",
      "customerName",
      "distributorOrganisationId",
      "distributorName",
      "organisationZoneId",
      "organisationZoneName",
      "hoseConfigurationId",
      "hoseConfigurationName",
      "manufacturer",
      "manufactureDate",
      "buildDate",
      "installationDate",
      "hoseInspectionMonths",
      "hoseReplacementMonths",
      "deletedAt",
    ];
    for (const row of [latest!, older!]) {
      for (const field of listFields) expect({ field, value: row[field] }).toEqual({ field, value: hose[field] });
      expect(row).toMatchObject({
        hoseId: s.hose.id,
        hoseNextInspectionDate: hose.nextInspectionDate,
        hoseDeleted: false,
      });
    }
    expect(latest).toMatchObject({
      inspectionResult: 1,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -3)),
      nextInspectionDate: toIsoDate(addMonthsUtc(addDaysUtc(s.today, -3), 6)),
      lastInspectionDate: toIsoDate(addDaysUtc(s.today, -3)),
    });
    expect(older).toMatchObject({ inspectionResult: 0, nextInspectionDate: null });
    expect(older!.id).not.toBe(s.hose.id);
  });

  it("says what the hose reads when the result does not become its status", async () => {
    const s = await setup();
    // Installed 13 months ago with a 12-month replacement interval: past its replacement date.
    const worn = await createHose(s.client.id, s.customer.id, {
      installationDate: addMonthsUtc(s.today, -13),
      hoseReplacementMonths: 12,
      name: "Worn",
    });
    const replacementDate = addMonthsUtc(s.today, -1);
    const good = await post(s, s.users.inspector, s.customer.id, { hoseId: worn.id, inspectionResult: 0 });
    expect(good).toMatchObject({
      status: 201,
      userMessage: `Inspection recorded (Good): Worn still reads Replace, as its replacement date ${formatDate(replacementDate)} has passed`,
    });
    const headers = await bearerHeaders(s.users.readOnly, s.customer.id);
    const listed = await call(inspectionsRoute, { host: s.host, headers });
    expect((listed.body as { items: Array<{ hoseId: string; status: number }> }).items[0]).toMatchObject({
      hoseId: worn.id,
      status: 2,
    });

    // An uninstalled hose may be inspected (before first use): it stays Uninstalled, undated.
    const spare = await createHose(s.client.id, s.customer.id, { name: "Spare" });
    const spareCheck = await post(s, s.users.inspector, s.customer.id, { hoseId: spare.id, inspectionResult: 0 });
    expect(spareCheck).toMatchObject({
      status: 201,
      userMessage: "Inspection recorded (Good): Spare stays Uninstalled until it is installed",
    });
    expect(await db().hose.findUniqueOrThrow({ where: { id: spare.id } })).toMatchObject({
      status: 3,
      nextInspectionDate: null,
      lastInspectionResult: 0,
    });

    // An inspection older than the hose's latest joins the history only.
    await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 1 });
    const older = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 2,
      inspectionDate: toIsoDate(addDaysUtc(s.today, -5)),
    });
    expect(older.userMessage).toBe(
      `Inspection recorded (Replace): Boom ram still reads Monitor, from its newer inspection of ${formatDate(s.today)}`,
    );
    // The plain case keeps its text.
    const plain = await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 0 });
    expect(plain.userMessage).toBe("Inspection recorded: Boom ram is Good");
  });

  it("returns the hose and zone a link narrowed the list to, named, so the list keeps them", async () => {
    const s = await setup();
    await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 0 });
    const headers = await bearerHeaders(s.users.readOnly, s.customer.id);
    const zoneId = s.hose.organisationZoneId!;
    const zone = await db().organisationZone.findUniqueOrThrow({ where: { id: zoneId } });
    const res = await call(inspectionsRoute, {
      host: s.host,
      headers,
      path: `/?filters=${encodeURIComponent(JSON.stringify({ hose: s.hose.id, zone: zoneId, result: ["0"] }))}`,
    });
    const body = res.body as { totalItems: number; filters: Filter[] };
    expect(body.totalItems).toBe(1);
    expect(body.filters.filter((f) => !f.isVisible)).toEqual([
      expect.objectContaining({
        id: "hose",
        label: "Hose",
        options: [{ value: s.hose.id, label: "Boom ram", isSelected: true }],
      }),
      expect.objectContaining({
        id: "zone",
        label: "Location",
        options: [{ value: zoneId, label: zone.trailName, isSelected: true }],
      }),
    ]);
    // What the screen sends when another filter changes still holds them.
    expect(withFilter(filterValuesFromDescriptors(body.filters), "result", ["1"])).toEqual({
      hose: s.hose.id,
      zone: zoneId,
      result: ["1"],
    });
    // A hose the caller cannot see is not named.
    const unseen = await call(inspectionsRoute, {
      host: s.host,
      headers,
      path: `/?filters=${encodeURIComponent(JSON.stringify({ hose: s.strangerHose.id }))}`,
    });
    const unseenBody = unseen.body as { totalItems: number; filters: Filter[] };
    expect(unseenBody.totalItems).toBe(0);
    expect(unseenBody.filters.find((f) => f.id === "hose")!.options).toEqual([
      { value: s.strangerHose.id, label: s.strangerHose.id, isSelected: true },
    ]);
  });
});
