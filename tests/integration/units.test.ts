import { describe, expect, it } from "vitest";
import { PUT as putClient } from "@/app/api/v1/clients/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { GET as getConfiguration } from "@/app/api/v1/hose-configurations/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/hose-configurations/export/route";
import { GET as existingTemplateRoute } from "@/app/api/v1/hose-configurations/export-template/[id]/route";
import { POST as importRoute } from "@/app/api/v1/hose-configurations/import/[id]/route";
import { POST as createRoute, PUT as updateRoute } from "@/app/api/v1/hose-configurations/route";
import { GET as getMe, POST as postMe } from "@/app/api/v1/me/route";
import { MeSchema } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { validateImport } from "@/lib/hose-configurations/import/rules";
import { decodeCsvBytes, parseImportFile } from "@/lib/hose-configurations/import/template";
import { loadImportContext } from "@/lib/hose-configurations/import/import-context";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHoseConfiguration, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Units (lib/units): the client's default and a user's own choice, GET /me, and the values an
 * imperial user types, exports and imports, which are stored as whole bar and millimetres.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  await db().boreSize.create({ data: { clientId: client.id, name: '1/2"' } });
  await db().hoseType.create({ data: { clientId: client.id, name: "2SN" } });
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const imperial = await createUser(client.id, {
    unitSystem: "imperial",
    memberships: [{ organisationId: dist.id, role: 2 }],
  });
  const metric = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  const plainUser = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] });
  const clientAdmin = await createUser(client.id, { clientAdmin: true });
  const other = await createClient();
  const otherAdmin = await createUser(other.id, { clientAdmin: true });
  return { client, host, dist, imperial, metric, plainUser, clientAdmin, other, otherAdmin };
}
type Setup = Awaited<ReturnType<typeof setup>>;
type Who = { id: string; clientId: string; sessionVersion: number };

const me = async (s: Setup, who: Who) =>
  MeSchema.parse((await call(getMe, { host: s.host, headers: await bearerHeaders(who) })).body);

async function download(s: Setup, url: string) {
  const token = url.replace("/api/v1/exports/", "");
  const res = await downloadRoute(new Request(`http://${s.host}${url}`, { headers: { host: s.host } }), {
    params: Promise.resolve({ token }),
  });
  expect(res.status).toBe(200);
  return decodeCsvBytes(new Uint8Array(await res.arrayBuffer()));
}

const CONFIG = { name: "2SN imperial", type: "2SN", boreSize: '1/2"' };

describe("units settings", () => {
  it("GET /me carries the units in effect: the client's default, or the user's own", async () => {
    const s = await setup();
    expect((await me(s, s.metric)).units).toEqual({
      system: "metric",
      pressure: "bar",
      length: "mm",
      choice: { system: null, pressure: null },
    });
    expect((await me(s, s.imperial)).units).toMatchObject({ system: "imperial", pressure: "psi", length: "in" });
  });

  it("Your profile stores a user's choice; a bad one is refused and changes nothing", async () => {
    const s = await setup();
    const headers = await bearerHeaders(s.metric);
    const base = { email: s.metric.email, firstName: s.metric.firstName, lastName: s.metric.lastName };
    const bad = await call(postMe, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...base, unitSystem: "furlongs" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ unitSystem: ["Choose metric or imperial units"] });
    expect(await db().user.findUniqueOrThrow({ where: { id: s.metric.id } })).toMatchObject({ unitSystem: null });

    const ok = await call(postMe, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...base, unitSystem: "imperial", pressureUnit: "MPa" },
    });
    expect(ok.status).toBe(200);
    expect(MeSchema.parse(ok.body).units).toEqual({
      system: "imperial",
      pressure: "MPa",
      length: "in",
      choice: { system: "imperial", pressure: "MPa" },
    });
    // Left out: unchanged. Blank (a form's "default" choice): back to the client's.
    await call(postMe, { method: "POST", host: s.host, headers, body: base });
    expect((await me(s, s.metric)).units.choice).toEqual({ system: "imperial", pressure: "MPa" });
    await call(postMe, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...base, unitSystem: "", pressureUnit: null },
    });
    expect((await me(s, s.metric)).units).toMatchObject({ system: "metric", pressure: "bar" });
  });

  it("Client settings set the default for users who follow it; others are refused", async () => {
    const s = await setup();
    const body = { manualHoseConfiguration: false, unitSystem: "imperial", pressureUnit: "MPa" };
    const refused = await call(putClient, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.metric, s.dist.id),
      body,
    });
    expect(refused.status).toBe(403);
    // Another client's admin naming this client: not theirs to change.
    const foreign = await call(putClient, {
      method: "PUT",
      host: s.other.hostnames[0]!.hostname,
      headers: await bearerHeaders(s.otherAdmin, "admin"),
      body: { ...body, id: s.client.id },
    });
    expect(foreign.status).toBe(404);
    const badUnit = await call(putClient, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.clientAdmin, "admin"),
      body: { ...body, pressureUnit: "atm" },
    });
    expect(badUnit.status).toBe(422);
    expect(await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).toMatchObject({
      unitSystem: "metric",
      pressureUnit: null,
    });

    const saved = await call(putClient, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.clientAdmin, "admin"),
      body,
    });
    expect(saved.status).toBe(200);
    expect(await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).toMatchObject({
      unitSystem: "imperial",
      pressureUnit: "MPa",
    });
    // Followers take the client's pressure unit; a user with a system of their own takes its own.
    expect((await me(s, s.plainUser)).units).toMatchObject({ system: "imperial", pressure: "MPa", length: "in" });
    await db().user.update({ where: { id: s.plainUser.id }, data: { unitSystem: "metric" } });
    expect((await me(s, s.plainUser)).units).toMatchObject({ system: "metric", pressure: "bar", length: "mm" });
  });
});

describe("an imperial user's configuration", () => {
  it("is typed in psi and inches and stored as whole bar and mm; answers stay metric", async () => {
    const s = await setup();
    const headers = await bearerHeaders(s.imperial, s.dist.id);
    const created = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...CONFIG, displayPressure: "3000", pressureUnit: "psi", length: "39.37", lengthUnit: "in" },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(created.body).toMatchObject({ displayPressure: 207, length: 1000 });
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id } })).toMatchObject({
      displayPressure: 207,
      length: 1000,
    });

    // Round trip: what the form shows again (3002 psi, 39.37 in) saves the same stored values.
    const updated = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { ...CONFIG, id, displayPressure: 3002, pressureUnit: "psi", length: 39.37, lengthUnit: "in" },
    });
    expect(updated.status).toBe(200);
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id } })).toMatchObject({
      displayPressure: 207,
      length: 1000,
    });
    // MPa with its decimal.
    await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { ...CONFIG, id, displayPressure: "20.7", pressureUnit: "MPa", length: 1000 },
    });
    const read = await call(getConfiguration, { host: s.host, headers, params: { id } });
    expect(read.body).toMatchObject({ displayPressure: 207, length: 1000 });
  });

  it("refuses a value out of bounds in the unit typed, and an unknown unit, changing nothing", async () => {
    const s = await setup();
    const headers = await bearerHeaders(s.imperial, s.dist.id);
    const before = await db().hoseConfiguration.count();
    const tooHigh = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...CONFIG, displayPressure: 200_000, pressureUnit: "psi", length: -1, lengthUnit: "in" },
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body).toMatchObject({
      displayPressure: ["Display pressure must be at most 145038 psi"],
      length: ["Length cannot be negative"],
    });
    const unknown = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...CONFIG, displayPressure: 10, pressureUnit: "atm" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ pressureUnit: ["Choose bar, psi or MPa"] });
    // In bar, a whole number as before.
    const fraction = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...CONFIG, displayPressure: 20.5 },
    });
    expect(fraction.body).toMatchObject({ displayPressure: ["Display pressure must be a whole number"] });
    expect(await db().hoseConfiguration.count()).toBe(before);
  });
});

describe("exports and imports state their units", () => {
  it("the export's header names the reader's units and the values are in them", async () => {
    const s = await setup();
    await createHoseConfiguration(s.client.id, s.dist.id, { ...CONFIG, displayPressure: 207, length: 1000 });
    const exported = async (who: Who) => {
      const link = await call(exportRoute, {
        host: s.host,
        headers: await bearerHeaders(who, s.dist.id),
        path: "/api/v1/hose-configurations/export",
      });
      expect(link.status).toBe(200);
      const [header, row] = (await download(s, (link.body as { url: string }).url)).split("\r\n");
      return { header: header!.split(","), row: row! };
    };
    const imperial = await exported(s.imperial);
    expect(imperial.header).toContain("Display pressure (psi)");
    expect(imperial.header).toContain("Length (in)");
    expect(imperial.row).toContain(",3002,39.37,");
    const metric = await exported(s.metric);
    expect(metric.header).toContain("Display pressure (bar)");
    expect(metric.header).toContain("Length (mm)");
    expect(metric.row).toContain(",207,1000,");
  });

  it("'Download existing' in psi and inches reads back unchanged; a psi file imports as bar", async () => {
    const s = await setup();
    const existing = await createHoseConfiguration(s.client.id, s.dist.id, {
      ...CONFIG,
      displayPressure: 207,
      length: 1000,
    });
    const link = await call(existingTemplateRoute, {
      host: s.host,
      params: { id: s.dist.id },
      headers: await bearerHeaders(s.imperial, s.dist.id),
    });
    const text = await download(s, (link.body as { url: string }).url);
    expect(text.split("\r\n")[0]).toContain("Display pressure (psi),Length (in)");
    const file = parseImportFile(text);
    expect(file.headerErrors).toEqual([]);
    expect(file.units).toEqual({ pressureUnit: "psi", lengthUnit: "in" });

    const { existing: library, known } = await loadImportContext(db(), s.client.id, s.dist.id);
    const raws = file.rows.map((r) => r.raw);
    const again = validateImport(raws, library, known, { canAddCatalogueValues: false, units: file.units });
    expect(again.rows.map((r) => r.action)).toEqual(["Unchanged"]);

    // The API caller sends the file's text and names its units; a new row in psi is stored in bar.
    const post = await call(importRoute, {
      method: "POST",
      host: s.host,
      path: `/api/v1/hose-configurations/import/${s.dist.id}`,
      params: { id: s.dist.id },
      headers: await bearerHeaders(s.imperial, s.dist.id),
      body: {
        configurations: [...raws, { ...raws[0], id: "", name: "2SN from psi", displayPressure: "4000", length: "12" }],
        pressureUnit: "psi",
        lengthUnit: "in",
      },
    });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ created: 1, unchanged: 1 });
    expect(await db().hoseConfiguration.findFirstOrThrow({ where: { name: "2SN from psi" } })).toMatchObject({
      displayPressure: 276,
      length: 305,
    });
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      displayPressure: 207,
      length: 1000,
    });
  });
});
