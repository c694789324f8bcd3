import { describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { GET as blankTemplateRoute } from "@/app/api/v1/hoses/export-template/[organisationId]/[blank]/route";
import { GET as existingTemplateRoute } from "@/app/api/v1/hoses/export-template/[organisationId]/route";
import { POST as importRoute } from "@/app/api/v1/hoses/import/[organisationId]/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { HOSE_IMPORT_ERRORS_BANNER } from "@/lib/hoses/import/import-hoses";
import { ENCODING_MESSAGES } from "@/lib/hoses/import/request-body";
import { HOSE_MESSAGES } from "@/lib/hoses/import/rules";
import { HOSE_IMPORT_MAX_ROWS } from "@/lib/hoses/import/schemas";
import { HOSE_TEMPLATE_HEADERS, type RawHose } from "@/lib/hoses/import/template";
import { hoseSchedule } from "@/lib/hoses/schedule";
import { TAG_UNAVAILABLE } from "@/lib/tags/tag-messages";
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

/** `languages`: what the client offers besides its default British English (the API's answers follow Accept-Language among them). */
async function setup(languages: string[] = ["en-GB"]) {
  const client = await createClient({ languages });
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, {
    distributorId: dist.id,
    distributorConfigurationsVisible: true,
  });
  const otherDist = await createOrganisation(client.id, { isDistributor: true });
  const foreignCustomer = await createOrganisation(client.id, { distributorId: otherDist.id });
  const config = await createHoseConfiguration(client.id, dist.id, { name: "Std 2SN 1/2" });
  const plant = await createZone(client.id, customer.id, null, "Plant");
  const hall = await createZone(client.id, customer.id, plant.id, "Hall 1");
  const existing = await createHose(client.id, customer.id, {
    tagId: "T-0001",
    name: "Press feed",
    organisationZoneId: hall.id,
    installationDate: new Date("2025-01-10"),
  });
  const foreignHose = await createHose(client.id, foreignCustomer.id, { tagId: "T-FOREIGN" });
  const manager = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 1 }] });
  const plainUser = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] });
  const customerAdmin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
  return {
    client,
    host,
    dist,
    customer,
    foreignCustomer,
    config,
    plant,
    hall,
    existing,
    foreignHose,
    manager,
    plainUser,
    customerAdmin,
  };
}
type Setup = Awaited<ReturnType<typeof setup>>;
type Who = { id: string; clientId: string; sessionVersion: number };

const HEADER = HOSE_TEMPLATE_HEADERS.join(",");

async function postJson(
  s: Setup,
  hoses: RawHose[],
  who: Who = s.manager,
  org = s.dist.id,
  target = s.customer.id,
  language?: string,
) {
  return call(importRoute, {
    method: "POST",
    host: s.host,
    path: `/api/v1/hoses/import/${target}`,
    params: { organisationId: target },
    headers: { ...(await bearerHeaders(who, org)), ...(language ? { "accept-language": language } : {}) },
    body: { hoses },
  });
}

async function postFile(
  s: Setup,
  file: string | Uint8Array,
  contentType = "text/csv",
  who: Who = s.manager,
  language?: string,
) {
  return call(importRoute, {
    method: "POST",
    host: s.host,
    path: `/api/v1/hoses/import/${s.customer.id}`,
    params: { organisationId: s.customer.id },
    headers: {
      ...(await bearerHeaders(who, s.dist.id)),
      "content-type": contentType,
      ...(language ? { "accept-language": language } : {}),
    },
    rawBody: file,
  });
}

/** Everything an import could change, to prove a refused one changed nothing. */
async function snapshot(s: Setup) {
  const [hoses, zones, audits, notes] = await Promise.all([
    db().hose.findMany({ where: { clientId: s.client.id }, orderBy: { id: "asc" } }),
    db().organisationZone.count({ where: { clientId: s.client.id } }),
    db().auditEvent.count({ where: { clientId: s.client.id } }),
    db().hoseMeta.count({ where: { clientId: s.client.id } }),
  ]);
  return { hoses, zones, audits, notes };
}

async function download(s: Setup, url: string): Promise<Uint8Array> {
  const token = url.replace("/api/v1/exports/", "");
  const res = await downloadRoute(new Request(`http://${s.host}${url}`, { headers: { host: s.host } }), {
    params: Promise.resolve({ token }),
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function existingFile(s: Setup): Promise<Uint8Array> {
  const link = await call(existingTemplateRoute, {
    host: s.host,
    path: `/api/v1/hoses/export-template/${s.customer.id}`,
    params: { organisationId: s.customer.id },
    headers: await bearerHeaders(s.manager, s.dist.id),
  });
  expect(link.status).toBe(200);
  return download(s, (link.body as { url: string }).url);
}

const line = (cells: Array<string | number>, sep = ",") => cells.join(sep);

describe("POST /hoses/import/{organisationId}", () => {
  it("imports a file as it is (BOM, ';', CRLF, trailing empty lines): new zones, schedule, one audit entry", async () => {
    const s = await setup();
    const rows = [
      HOSE_TEMPLATE_HEADERS.join(";"),
      line(
        [
          "T-1001",
          "Boom lift",
          "Plant > Hall 1",
          "std 2sn 1/2",
          "Parker",
          "01/02/2024",
          "2024-02-03",
          "2024-03-01",
          "2024-09-01",
          "Monitor",
          "A. Inspector",
          "",
          "",
          1,
          0,
          "",
          "Fitted at handover",
        ],
        ";",
      ),
      line(
        [
          "T-1002",
          "Return line",
          "Plant > Yard > Bay 3",
          "",
          "",
          "",
          "",
          "2024-03-01",
          "",
          "",
          "",
          6,
          24,
          "",
          "",
          "",
          "",
        ],
        ";",
      ),
      line(["", "Spare coil", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""], ";"),
    ];
    const file = new TextEncoder().encode(`\uFEFF${rows.join("\r\n")}\r\n\r\n\r\n`);
    const res = await postFile(s, file, "text/csv; charset=utf-8");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 3, updated: 0, unchanged: 0, zonesCreated: 2 });
    expect(res.userMessage).toBe("Imported hoses: 3 created, 0 updated, 0 unchanged");

    const zones = await db().organisationZone.findMany({
      where: { organisationId: s.customer.id },
      orderBy: { trailName: "asc" },
    });
    expect(zones.map((z) => z.trailName)).toEqual(["Plant", "Plant > Hall 1", "Plant > Yard", "Plant > Yard > Bay 3"]);
    const yard = zones.find((z) => z.trailName === "Plant > Yard")!;
    const bay = zones.find((z) => z.trailName === "Plant > Yard > Bay 3")!;
    expect(yard.parentId).toBe(s.plant.id);
    expect(bay.parentId).toBe(yard.id);
    expect(bay.path).toBe(`${s.plant.id}/${yard.id}/${bay.id}`);

    const lift = await db().hose.findFirstOrThrow({ where: { clientId: s.client.id, tagId: "T-1001" } });
    expect(lift).toMatchObject({
      name: "Boom lift",
      organisationZoneId: s.hall.id,
      hoseConfigurationId: s.config.id,
      manufacturer: "Parker",
      lastInspectionResult: 1,
      lastInspectionName: "A. Inspector",
      sleeving: true,
      testCertificate: false,
      conformityCertificate: null,
      distributorOrganisationId: s.dist.id,
      buildUserId: s.manager.id,
      installationUserId: s.manager.id,
    });
    expect(toIsoDate(lift.manufactureDate!)).toBe("2024-02-01");
    // Status and due dates are the hose rules' (lib/hoses/schedule.ts), as a hose saved by hand gets.
    const org = await db().organisation.findUniqueOrThrow({ where: { id: s.customer.id } });
    expect({
      status: lift.status,
      nextInspectionDate: lift.nextInspectionDate,
      replacementDate: lift.replacementDate,
      replacementWarningDate: lift.replacementWarningDate,
      storageExceeded: lift.storageExceeded,
    }).toEqual(hoseSchedule(org, lift));
    const ret = await db().hose.findFirstOrThrow({ where: { clientId: s.client.id, tagId: "T-1002" } });
    expect(ret).toMatchObject({ organisationZoneId: bay.id, hoseInspectionMonths: 6, hoseReplacementMonths: 24 });
    expect(ret.nextInspectionDate).toEqual(fromIsoDate("2024-09-01"));
    const spare = await db().hose.findFirstOrThrow({ where: { clientId: s.client.id, name: "Spare coil" } });
    expect(spare).toMatchObject({ tagId: null, organisationZoneId: null, status: 3, nextInspectionDate: null });

    const note = await db().hoseMeta.findFirstOrThrow({ where: { hoseId: lift.id } });
    expect(note).toMatchObject({ kind: "NOTE", notes: "Fitted at handover", userId: s.manager.id });
    const audits = await db().auditEvent.findMany({ where: { clientId: s.client.id, action: "hose.import" } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: "Import", organisationId: s.customer.id, actorId: s.manager.id });
    expect(audits[0]!.data).toEqual({ created: 3, updated: 0, unchanged: 0, zonesCreated: 2 });

    // The same file again: nothing to do, nothing written, but the import is still on record.
    const before = await snapshot(s);
    const again = await postFile(s, file, "text/csv; charset=utf-8");
    expect(again.body).toEqual({ created: 0, updated: 0, unchanged: 3, zonesCreated: 0 });
    const after = await snapshot(s);
    expect(after.hoses).toEqual(before.hoses);
    expect(after.zones).toBe(before.zones);
    expect(after.notes).toBe(before.notes);
    expect(after.audits).toBe(before.audits + 1);
  });

  it("matches rows by tag, else by name, and rewrites only what changed", async () => {
    const s = await setup();
    const untagged = await createHose(s.client.id, s.customer.id, { tagId: null, name: "Loose end" });
    const res = await postJson(s, [
      { tagId: "T-0001", name: "Press feed (renamed)", location: "plant > hall 1" },
      { tagId: "T-2000", name: "loose END" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const renamed = await db().hose.findUniqueOrThrow({ where: { id: s.existing.id } });
    expect(renamed).toMatchObject({ name: "Press feed (renamed)", organisationZoneId: s.hall.id });
    // Installed without a date in the file: the date it had stays.
    expect(renamed.installationDate).toEqual(s.existing.installationDate);
    const tagged = await db().hose.findUniqueOrThrow({ where: { id: untagged.id } });
    expect(tagged).toMatchObject({ tagId: "T-2000", name: "loose END" });
  });

  it("never rewrites the last inspection of a hose already here (an inspection is recorded on the hose)", async () => {
    const s = await setup();
    const first = await postJson(s, [
      { tagId: "T-8001", name: "History", lastInspectionDate: "2024-05-06", lastInspectionResult: 0 },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await snapshot(s);
    // The same hose, now said to have been inspected again and failed: refused, nothing changed.
    const res = await postJson(s, [
      { tagId: "T-8001", name: "History", lastInspectionDate: "2025-01-10", lastInspectionResult: 2 },
    ]);
    expect(res.status).toBe(422);
    expect((res.body as Record<string, string[]>)["hoses.0"]).toEqual([
      HOSE_MESSAGES.inspectionKept,
      HOSE_MESSAGES.blocks,
    ]);
    expect(await snapshot(s)).toEqual(before);
  });

  it("refuses the whole file on one error row, with per-row messages, and changes nothing", async () => {
    const s = await setup();
    const before = await snapshot(s);
    const res = await postJson(s, [
      { tagId: "T-3001", name: "Fine", location: "New site > New zone" },
      { tagId: "T-3002", name: "Bad", configuration: "No such config", buildDate: "31/02/2024" },
      { tagId: "T-FOREIGN", name: "Someone else's" },
      { tagId: "T-3001", name: "Twice" },
      { tagId: "T-3005", lastInspectionResult: "Broken", sleeving: "maybe" },
    ]);
    expect(res.status).toBe(422);
    const body = res.body as Record<string, string[]>;
    expect(body.global).toEqual([HOSE_IMPORT_ERRORS_BANNER]);
    expect(body["hoses.0"]).toBeUndefined();
    expect(body["hoses.1"]).toEqual([
      HOSE_MESSAGES.configuration("No such config"),
      HOSE_MESSAGES.date("Build date"),
      HOSE_MESSAGES.blocks,
    ]);
    expect(body["hoses.2"]).toEqual([TAG_UNAVAILABLE, HOSE_MESSAGES.blocks]);
    expect(body["hoses.3"]).toEqual([HOSE_MESSAGES.duplicateLine, HOSE_MESSAGES.blocks]);
    expect(body["hoses.4"]).toEqual([HOSE_MESSAGES.result, HOSE_MESSAGES.flag("Sleeving"), HOSE_MESSAGES.blocks]);
    expect(await snapshot(s)).toEqual(before);
  });

  it("refuses a wrong header, a wrong encoding and a file over the cap, changing nothing", async () => {
    const s = await setup();
    const before = await snapshot(s);
    const wrongHeader = await postFile(s, `${HEADER.replace("Location", "Zone")}\r\nT-1,A,,,,,,,,,,,,,,,\r\n`);
    expect(wrongHeader.status).toBe(422);
    expect(wrongHeader.body).toEqual({ global: ["Expected Location but got Zone"] });
    const wrongCount = await postFile(s, "Tag id,Name\r\nT-1,A\r\n");
    expect(wrongCount.body).toEqual({ global: ["CSV does not match template"] });

    const utf16 = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode("T")]);
    const r16 = await postFile(s, utf16);
    expect(r16.status).toBe(422);
    expect(r16.body).toEqual({ global: [ENCODING_MESSAGES.utf16] });
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\r\nT-1,Caf`),
      0xe9,
      ...new TextEncoder().encode(",,,,,,,,,,,,,,,\r\n"),
    ]);
    const badUtf8 = await postFile(s, latin1, "text/csv; charset=utf-8");
    expect(badUtf8.status).toBe(422);
    expect(badUtf8.body).toEqual({ global: [ENCODING_MESSAGES.notUtf8] });
    const otherCharset = await postFile(s, latin1, "text/csv; charset=shift_jis");
    expect(otherCharset.body).toEqual({ global: [ENCODING_MESSAGES.charset("shift_jis")] });

    const huge = new Uint8Array(32 * 1024 * 1024 + 10).fill(0x41);
    const tooLarge = await postFile(s, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toHaveProperty("global");

    const brokenJson = await call(importRoute, {
      method: "POST",
      host: s.host,
      params: { organisationId: s.customer.id },
      headers: await bearerHeaders(s.manager, s.dist.id),
      rawBody: "{not json",
    });
    expect(brokenJson.status).toBe(400);
    expect(await snapshot(s)).toEqual(before);
  });

  it("refuses a User (403) and a customer the caller cannot see (404), changing nothing", async () => {
    const s = await setup();
    const before = await snapshot(s);
    const asUser = await postJson(s, [{ tagId: "T-9", name: "x" }], s.plainUser);
    expect(asUser.status).toBe(403);
    const foreign = await postJson(s, [{ tagId: "T-9", name: "x" }], s.manager, s.dist.id, s.foreignCustomer.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ global: ["Customer not found"] });
    const asCustomerAdmin = await postJson(s, [{ tagId: "T-9", name: "x" }], s.customerAdmin, s.customer.id);
    expect(asCustomerAdmin.status, JSON.stringify(asCustomerAdmin.body)).toBe(200);
    expect((await snapshot(s)).hoses).toHaveLength(before.hoses.length + 1);
  });
});

describe("POST /hoses/import/{organisationId} in the caller's language", () => {
  it("says a refused file's banner and every row's messages in the Accept-Language, values as typed", async () => {
    const s = await setup(["en-GB", "de", "fr", "es"]);
    const before = await snapshot(s);
    const res = await postJson(
      s,
      [
        { tagId: "T-3001", name: "Fine" },
        { tagId: "T-3002", name: "Bad", configuration: "No such config", buildDate: "31/02/2024" },
        { tagId: "T-FOREIGN", name: "Someone else's" },
        { tagId: "T-3001", name: "Twice" },
        { tagId: "T-3005", lastInspectionResult: "Broken", sleeving: "maybe", manufacturer: "M".repeat(101) },
      ],
      s.manager,
      s.dist.id,
      s.customer.id,
      "de-DE,de;q=0.9",
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      global: ["Die Datei enthält Fehler. Bitte beheben Sie sie vor dem Import"],
      "hoses.1": [
        "Die Konfiguration „No such config“ ist nicht in der Bibliothek dieses Kunden oder seines Händlers",
        "Konfektionsdatum ist kein Datum (JJJJ-MM-TT oder TT/MM/JJJJ)",
        "Diese Zeile verhindert den Import der Datei",
      ],
      "hoses.2": [
        "Dieses Tag ist für diesen Kunden nicht verfügbar: Es wurde nicht für seinen Händler hochgeladen, oder eine andere Schlauchleitung trägt es",
        "Diese Zeile verhindert den Import der Datei",
      ],
      "hoses.3": ["Doppelte Zeile", "Diese Zeile verhindert den Import der Datei"],
      "hoses.4": [
        "Das Ergebnis der letzten Prüfung muss Good, Monitor, Replace (oder 0, 1, 2) oder leer sein",
        "Der Hersteller darf höchstens 100 Zeichen lang sein",
        "Schutzschlauch muss 1, 0 oder leer sein",
        "Diese Zeile verhindert den Import der Datei",
      ],
    });
    // Without Accept-Language: the rules' British English, as before.
    const english = await postJson(s, [{ tagId: "T-FOREIGN", name: "x" }]);
    expect(english.body).toEqual({
      global: [HOSE_IMPORT_ERRORS_BANNER],
      "hoses.0": [TAG_UNAVAILABLE, HOSE_MESSAGES.blocks],
    });
    expect(await snapshot(s)).toEqual(before);
  });

  it("says the file-level refusals in the Accept-Language: header, encoding, no rows, too many rows", async () => {
    const s = await setup(["en-GB", "de", "fr", "es"]);
    const before = await snapshot(s);
    const wrongHeader = await postFile(
      s,
      `${HEADER.replace("Location", "Zone")}\r\nT-1,A,,,,,,,,,,,,,,,\r\n`,
      "text/csv",
      s.manager,
      "fr",
    );
    expect(wrongHeader.status).toBe(422);
    expect(wrongHeader.body).toEqual({ global: ["Location était attendu, mais le fichier contient Zone"] });
    const wrongCount = await postFile(s, "Tag id,Name\r\nT-1,A\r\n", "text/csv", s.manager, "fr");
    expect(wrongCount.body).toEqual({ global: ["Le fichier CSV ne correspond pas au modèle"] });
    const noRows = await postFile(s, `${HEADER}\r\n`, "text/csv", s.manager, "es");
    expect(noRows.body).toEqual({ global: ["El archivo no contiene mangueras para importar"] });
    const utf16 = await postFile(s, new Uint8Array([0xff, 0xfe, 0x54, 0x00]), "text/csv", s.manager, "es");
    expect(utf16.body).toEqual({ global: ["El archivo está en UTF-16: guárdelo como CSV (UTF-8 o ISO-8859-1)"] });
    const charset = await postFile(s, `${HEADER}\r\n`, "text/csv; charset=shift_jis", s.manager, "de");
    expect(charset.body).toEqual({
      global: ["Dateien in shift_jis können nicht importiert werden: Senden Sie UTF-8 oder ISO-8859-1"],
    });

    const empty = await postJson(s, [], s.manager, s.dist.id, s.customer.id, "de");
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ hoses: ["Die Datei enthält keine Schlauchleitungen zum Importieren"] });
    const tooMany = await postJson(
      s,
      Array.from({ length: HOSE_IMPORT_MAX_ROWS + 1 }, () => ({})),
      s.manager,
      s.dist.id,
      s.customer.id,
      "de",
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({
      hoses: [`Es können höchstens ${HOSE_IMPORT_MAX_ROWS} Schlauchleitungen auf einmal importiert werden`],
    });
    expect(await snapshot(s)).toEqual(before);
  });
});

describe("tag checks per user", () => {
  it("spends a daily budget per tag checked: past it the import is 429 and changes nothing; others are unaffected", async () => {
    const s = await setup();
    const before = await snapshot(s);
    // Nearly spent: one tag left in today's window.
    const budget = LIMITS.tagChecks.limit * env().RATE_LIMIT_SCALE;
    await db().$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
      VALUES (${`tagchecks:${s.client.id}:${s.manager.id}`}, ${budget - 1}::int, now())`;
    const refused = await postJson(s, [
      { tagId: "T-5001", name: "One" },
      { tagId: "T-5002", name: "Two" },
    ]);
    expect(refused.status).toBe(429);
    expect(await snapshot(s)).toEqual(before);
    const other = await postJson(s, [{ tagId: "T-5001", name: "One" }], s.customerAdmin, s.customer.id);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});

describe("GET /hoses/export-template/{organisationId}", () => {
  it("'Download existing' imports back with zero changes, and the blank template is the header", async () => {
    const s = await setup();
    const imported = await postJson(s, [
      {
        tagId: "T-5001",
        name: 'He said "hi", then left\nline two',
        location: "Plant > Ünïcödé 区域",
        notes: "=SUM(A1)",
      },
      {
        tagId: "00123",
        name: "Leading zeros",
        lastInspectionDate: "2024-05-06",
        lastInspectionResult: 2,
        hoseInspectionMonths: 3,
      },
      { name: "Spare; with semicolon", sleeving: 0, testCertificate: 1 },
    ]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const file = await existingFile(s);
    expect(file.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const back = await postFile(s, file);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual({ created: 0, updated: 0, unchanged: 4, zonesCreated: 0 });

    const link = await call(blankTemplateRoute, {
      host: s.host,
      params: { organisationId: s.customer.id, blank: "true" },
      headers: await bearerHeaders(s.manager, s.dist.id),
    });
    const blank = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await download(s, (link.body as { url: string }).url),
    );
    expect(blank).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it("refuses a User and a foreign customer", async () => {
    const s = await setup();
    const asUser = await call(existingTemplateRoute, {
      host: s.host,
      params: { organisationId: s.customer.id },
      headers: await bearerHeaders(s.plainUser, s.dist.id),
    });
    expect(asUser.status).toBe(403);
    const foreign = await call(existingTemplateRoute, {
      host: s.host,
      params: { organisationId: s.foreignCustomer.id },
      headers: await bearerHeaders(s.manager, s.dist.id),
    });
    expect(foreign.status).toBe(404);
  });
});
