import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { GET as blankTemplateRoute } from "@/app/api/v1/hose-configurations/export-template/[id]/[blank]/route";
import { GET as existingTemplateRoute } from "@/app/api/v1/hose-configurations/export-template/[id]/route";
import { POST as importRoute } from "@/app/api/v1/hose-configurations/import/[id]/route";
import { db } from "@/lib/db/client";
import {
  CREATING,
  ERRORS_BANNER,
  MESSAGES,
  UNCHANGED,
  WARNINGS,
  WARNINGS_BANNER,
  validateImport,
} from "@/lib/hose-configurations/import/rules";
import {
  TEMPLATE_HEADERS,
  decodeCsvBytes,
  parseImportFile,
  type RawConfiguration,
} from "@/lib/hose-configurations/import/template";
import { loadImportContext } from "@/lib/hose-configurations/import/import-context";
import { bearerHeaders } from "../fixtures/bearer";
import { IMPORT_CATALOGUE, largeImportCsv } from "../fixtures/csv/generate";
import { createClient, createHoseConfiguration, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

const FIXTURES = path.join(__dirname, "../fixtures/csv");

/** `languages`: what the client offers (the API's answers follow Accept-Language among them). */
async function setup(languages: string[] = ["en-GB"]) {
  const client = await createClient({ languages });
  const host = client.hostnames[0]!.hostname;
  const clientId = client.id;
  await db().hoseType.createMany({ data: IMPORT_CATALOGUE.hoseTypes.map((name) => ({ clientId, name })) });
  await db().boreSize.createMany({
    data: IMPORT_CATALOGUE.boreSizes.map((name, i) => ({ clientId, name, sortOrder: i })),
  });
  await db().connection.createMany({ data: IMPORT_CATALOGUE.connections.map((name) => ({ clientId, name })) });
  await db().connectionType.createMany({ data: IMPORT_CATALOGUE.connectionTypes.map((name) => ({ clientId, name })) });
  await db().manufacturer.createMany({ data: IMPORT_CATALOGUE.manufacturers.map((name) => ({ clientId, name })) });
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const otherDist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, {
    distributorId: dist.id,
    distributorConfigurationsVisible: true,
  });
  const existing = await createHoseConfiguration(client.id, dist.id, {
    name: "Existing config",
    type: "2SN",
    boreSize: '1/2"',
    displayPressure: 250,
  });
  const user = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] });
  const readOnly = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 4 }] });
  const customerAdmin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
  const clientAdmin = await createUser(client.id, { clientAdmin: true });
  const other = await createClient();
  return { client, host, dist, otherDist, customer, existing, user, readOnly, customerAdmin, clientAdmin, other };
}
type Setup = Awaited<ReturnType<typeof setup>>;

async function fixture(name: string, replace: Record<string, string> = {}) {
  let bytes = new Uint8Array(await readFile(path.join(FIXTURES, name)));
  if (Object.keys(replace).length) {
    let text = decodeCsvBytes(bytes);
    for (const [from, to] of Object.entries(replace)) text = text.replaceAll(from, to);
    bytes = new TextEncoder().encode(text);
  }
  return parseImportFile(decodeCsvBytes(bytes));
}

async function post(
  s: Setup,
  configurations: RawConfiguration[],
  who: { id: string; clientId: string; sessionVersion: number } = s.user,
  org = s.dist.id,
  target = s.dist.id,
  language?: string,
) {
  return call(importRoute, {
    method: "POST",
    host: s.host,
    path: `/api/v1/hose-configurations/import/${target}`,
    params: { id: target },
    headers: { ...(await bearerHeaders(who, org)), ...(language ? { "accept-language": language } : {}) },
    body: { configurations },
  });
}

const configCount = (s: Setup) => db().hoseConfiguration.count({ where: { organisationId: s.dist.id } });

async function downloadText(s: Setup, url: string) {
  const token = url.replace("/api/v1/exports/", "");
  const res = await downloadRoute(new Request(`http://${s.host}${url}`, { headers: { host: s.host } }), {
    params: Promise.resolve({ token }),
  });
  return {
    status: res.status,
    bytes: new Uint8Array(await res.arrayBuffer()),
    disposition: res.headers.get("content-disposition"),
  };
}

describe("hose configuration CSV import: file handling", () => {
  it("reads the header: wrong column count, wrong column names", async () => {
    expect((await fixture("wrong-column-count.csv")).headerErrors).toEqual(["CSV does not match template"]);
    expect((await fixture("wrong-header.csv")).headerErrors).toEqual([
      "Expected Bore size but got Bore",
      "Expected Notes but got Comments",
    ]);
    expect((await fixture("wrong-header.csv")).rows).toEqual([]);
  });

  it("skips rows whose column count differs from the header, and empty lines", async () => {
    const parsed = await fixture("skipped-rows.csv");
    expect(parsed.rows.map((r) => r.raw.name)).toEqual(["Kept 1", "Kept 2"]);
    expect(parsed.skipped).toBe(2);
  });

  it("decodes ISO-8859-1, and UTF-8 when the file starts with a BOM", async () => {
    const latin = await fixture("iso-8859-1.csv");
    expect(latin.rows[0]!.raw).toMatchObject({ name: "Raccord coudé", manufacturer: "Müller", notes: "Größe ½ - été" });
    const utf8 = await fixture("utf8-bom.csv");
    expect(utf8.rows[0]!.raw).toMatchObject({
      name: "Raccord coudé",
      manufacturer: "Müller",
      notes: "Größe ½ - été ✓",
    });
    expect(utf8.headerErrors).toEqual([]);
  });
});

describe("POST /hose-configurations/import/{id}", () => {
  it("imports the valid file in one go, and the accented files keep their accents", async () => {
    const s = await setup();
    const valid = await fixture("valid.csv");
    const res = await post(
      s,
      valid.rows.map((r) => r.raw),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 3, updated: 0, unchanged: 0, newCatalogueValues: 0 });
    const b = await db().hoseConfiguration.findFirstOrThrow({ where: { organisationId: s.dist.id, name: "Valid B" } });
    expect(b).toMatchObject({
      orientation: 30,
      sleeving: false,
      testCertificate: true,
      conformityCertificate: true,
      notes: "Two, with a comma",
      length: 1000,
    });
    const a = await db().hoseConfiguration.findFirstOrThrow({ where: { organisationId: s.dist.id, name: "Valid A" } });
    expect(a.orientation).toBe(0); // one end Straight: orientation does not apply
    const c = await db().hoseConfiguration.findFirstOrThrow({ where: { organisationId: s.dist.id, name: "Valid C" } });
    expect(c).toMatchObject({ connection1: null, manufacturer: null, sleeving: false, displayPressure: 0, length: 0 });

    // Their manufacturer "Müller" is new to the catalogue: a client admin's import may add it.
    for (const file of ["iso-8859-1.csv", "utf8-bom.csv"]) {
      const parsed = await fixture(file);
      await db().hoseConfiguration.deleteMany({ where: { organisationId: s.dist.id, name: "Raccord coudé" } });
      expect(
        (
          await post(
            s,
            parsed.rows.map((r) => r.raw),
            s.clientAdmin,
            "admin",
          )
        ).status,
      ).toBe(200);
      const row = await db().hoseConfiguration.findFirstOrThrow({
        where: { organisationId: s.dist.id, name: "Raccord coudé" },
      });
      expect(row.manufacturer).toBe("Müller");
    }
  });

  const errorCases: Array<[string, string, string[]]> = [
    ["error-name-exists.csv", "Existing config", [MESSAGES.nameExists]],
    ["error-length.csv", "No length", [MESSAGES.lengthNaN]],
    ["error-length.csv", "Bad length", [MESSAGES.lengthNaN]],
    ["error-display-pressure.csv", "No pressure", [MESSAGES.pressureNaN]],
    ["error-display-pressure.csv", "Bad pressure", [MESSAGES.pressureNaN]],
    ["error-orientation.csv", "Bad orientation", ["Orientation is not a number"]],
    ["error-sleeving.csv", "Bad sleeving", ["Sleeving must be 1,0  or blank"]],
    ["error-test-certificate.csv", "Bad test certificate", ["Test certificate must be 1,0  or blank"]],
    [
      "error-conformity-certificate.csv",
      "Bad conformity certificate",
      ["Conformity certificate must be 1,0  or blank"],
    ],
    ["error-unknown-id.csv", "Unknown id", ["Please leave DO-NOT-EDIT empty for new configs"]],
  ];

  it.each(errorCases)(
    "%s (%s): refuses the whole file with the row's exact messages, nothing written",
    async (file, name, messages) => {
      const s = await setup();
      const parsed = await fixture(file);
      // A valid row besides the bad one: it must not be imported either.
      const rows = [
        ...parsed.rows.map((r) => r.raw),
        { ...(await fixture("valid.csv")).rows[0]!.raw, name: "Innocent row" },
      ];
      const before = await configCount(s);
      const res = await post(s, rows);
      expect(res.status).toBe(422);
      const body = res.body as Record<string, string[]>;
      expect(body.global).toEqual([ERRORS_BANNER]);
      const index = rows.findIndex((r) => r.name === name);
      expect(body[`configurations.${index}`]).toEqual([...messages, "This line will prevent file being imported"]);
      expect(body[`configurations.${rows.length - 1}`]).toBeUndefined();
      expect(await configCount(s)).toBe(before);
    },
  );

  it("Duplicate line: the same DO-NOT-EDIT id twice", async () => {
    const s = await setup();
    const parsed = await fixture("error-duplicate-line.csv", { __EXISTING_ID__: s.existing.id.toUpperCase() });
    const res = await post(
      s,
      parsed.rows.map((r) => r.raw),
    );
    expect(res.status).toBe(422);
    expect((res.body as Record<string, string[]>)["configurations.0"]).toBeUndefined();
    expect((res.body as Record<string, string[]>)["configurations.1"]).toEqual(["Duplicate line", MESSAGES.blocks]);
  });

  it("warnings: each new catalogue value is named, and created on a client admin's import", async () => {
    const s = await setup();
    const parsed = await fixture("warnings.csv");
    const { existing, known } = await loadImportContext(db(), s.client.id, s.dist.id);
    const summary = validateImport(
      parsed.rows.map((r) => r.raw),
      existing,
      known,
    );
    expect(summary.rows.map((r) => r.warnings)).toEqual(Object.values(WARNINGS).map((w) => [w]));
    expect(summary.rows.map((r) => r.outcome)).toEqual(Array(7).fill("warning"));
    expect(summary.banner).toBe(WARNINGS_BANNER);
    expect(summary.rows.every((r) => r.action === CREATING)).toBe(true);

    const res = await post(
      s,
      parsed.rows.map((r) => r.raw),
      s.clientAdmin,
      "admin",
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 7, newCatalogueValues: 7 });
    expect(await db().hoseType.count({ where: { clientId: s.client.id, name: "NewType" } })).toBe(1);
    expect(
      await db().connectionType.count({ where: { clientId: s.client.id, name: { in: ["NewType1", "NewType2"] } } }),
    ).toBe(2);
    expect(await db().manufacturer.count({ where: { clientId: s.client.id, name: "NewMaker" } })).toBe(1);
    expect(await db().boreSize.count({ where: { clientId: s.client.id, name: '9/9"' } })).toBe(1);
  });

  it("a distributor's or customer's import may not add to the client-wide catalogue: each new value refuses its row", async () => {
    const s = await setup();
    const catalogue = async () =>
      Promise.all([
        db().hoseType.count({ where: { clientId: s.client.id } }),
        db().boreSize.count({ where: { clientId: s.client.id } }),
        db().connection.count({ where: { clientId: s.client.id } }),
        db().connectionType.count({ where: { clientId: s.client.id } }),
        db().manufacturer.count({ where: { clientId: s.client.id } }),
      ]);
    const before = { catalogue: await catalogue(), configs: await db().hoseConfiguration.count() };
    const rows = (await fixture("warnings.csv")).rows.map((r) => r.raw);
    const res = await post(s, rows);
    expect(res.status).toBe(422);
    const body = res.body as Record<string, string[]>;
    expect(body["configurations.0"]).toEqual([
      'Hose type "NewType" is not in the catalogue; ask your client admin to add it',
      MESSAGES.blocks,
    ]);
    expect(body["configurations.6"]).toEqual([
      'Manufacturer "NewMaker" is not in the catalogue; ask your client admin to add it',
      MESSAGES.blocks,
    ]);
    // A customer importing into its own library: the same.
    const ownLibrary = await post(s, [rows[6]!], s.customerAdmin, s.customer.id, s.customer.id);
    expect(ownLibrary.status).toBe(422);
    expect(await catalogue()).toEqual(before.catalogue);
    expect(await db().hoseConfiguration.count()).toBe(before.configs);
    // What the library already uses is known, whoever imports: the catalogue's own values are fine too.
    expect(
      (
        await post(
          s,
          (await fixture("valid.csv")).rows.map((r) => r.raw),
        )
      ).status,
    ).toBe(200);
  });

  it("numbers: decimals are rounded to whole numbers; a number out of bounds says so, not 'is not a number'", async () => {
    const s = await setup();
    const base = (await fixture("valid.csv")).rows[1]!.raw;
    const ok = await post(s, [{ ...base, length: "1500.0", displayPressure: "250.5", orientation: "29.5" }]);
    expect(ok.status).toBe(200);
    expect(
      await db().hoseConfiguration.findFirstOrThrow({ where: { organisationId: s.dist.id, name: "Valid B" } }),
    ).toMatchObject({ length: 1500, displayPressure: 251, orientation: 30 });
    const bad = await post(s, [
      { ...base, name: "Negative", length: "-5" },
      { ...base, name: "Too wide", orientation: "400" },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      "configurations.0": ["Length cannot be negative", MESSAGES.blocks],
      "configurations.1": ["Orientation must be at most 359 degrees", MESSAGES.blocks],
    });
  });

  it("says a refused file's messages in the Accept-Language: the banner, the rules', the column names", async () => {
    const s = await setup(["en-GB", "de", "fr", "es"]);
    const base = (await fixture("valid.csv")).rows[1]!.raw;
    const before = await configCount(s);
    const warnings = (await fixture("warnings.csv")).rows.map((r) => r.raw);
    const res = await post(
      s,
      [
        { ...base, name: "Negative", length: "-5", sleeving: "yes" },
        { ...base, name: "Too wide", orientation: "400", connection2JumpSize: "S".repeat(101) },
        { ...base, name: "Ghost", id: "00000000-0000-4000-8000-000000000000" },
        warnings[0]!,
      ],
      s.user,
      s.dist.id,
      s.dist.id,
      "fr",
    );
    expect(res.status).toBe(422);
    const blocks = "Cette ligne empêchera l'importation du fichier";
    expect(res.body).toEqual({
      global: ["Le fichier contient des erreurs. Veuillez les corriger avant l'importation"],
      "configurations.0": [
        "Longueur : la valeur ne peut pas être négative",
        "Gaine de protection doit être 1, 0 ou vide",
        blocks,
      ],
      "configurations.1": [
        "Orientation ne doit pas dépasser 359 degrés",
        "Taille du raccord 2 ne doit pas dépasser 100 caractères",
        blocks,
      ],
      "configurations.2": ["Veuillez laisser DO-NOT-EDIT vide pour les nouvelles configurations", blocks],
      "configurations.3": [
        "Type de flexible « NewType » n'est pas dans le catalogue ; demandez à l'administrateur de votre fournisseur de l'ajouter",
        blocks,
      ],
    });
    const empty = await post(s, [], s.user, s.dist.id, s.dist.id, "de");
    expect(empty.body).toEqual({ configurations: ["Die Datei enthält keine Konfigurationen zum Importieren"] });
    expect(await configCount(s)).toBe(before);
  });

  it("'Download existing' re-imports with zero changes; an edited copy updates only what changed", async () => {
    const s = await setup();
    expect(
      (
        await post(
          s,
          (await fixture("valid.csv")).rows.map((r) => r.raw),
        )
      ).status,
    ).toBe(200);
    await db().hoseConfiguration.update({ where: { id: s.existing.id }, data: { name: "=SUM(A1)", notes: "-minus" } });
    const link = await call(existingTemplateRoute, {
      host: s.host,
      params: { id: s.dist.id },
      headers: await bearerHeaders(s.user, s.dist.id),
    });
    expect(link.status).toBe(200);
    const file = await downloadText(s, (link.body as { url: string }).url);
    expect(file.disposition).toMatch(/hose-configurations-existing-\d{4}-\d\d-\d\d\.csv/);
    // Sizes are written as they are (a plain number is no formula); a formula-like name is guarded.
    const text = decodeCsvBytes(file.bytes);
    expect(text).toContain(",-08,");
    expect(text).not.toContain("'-08");
    expect(text).toContain(",'=SUM(A1),");
    const parsed = parseImportFile(decodeCsvBytes(file.bytes));
    expect(parsed.headerErrors).toEqual([]);
    expect(parsed.rows).toHaveLength(4);
    const { existing, known } = await loadImportContext(db(), s.client.id, s.dist.id);
    const summary = validateImport(
      parsed.rows.map((r) => r.raw),
      existing,
      known,
    );
    expect(summary.rows.map((r) => [r.outcome, r.action])).toEqual(Array(4).fill(["success", UNCHANGED]));
    expect(summary.changes).toBe(0);

    const before = await db().hoseConfiguration.findMany({
      where: { organisationId: s.dist.id },
      orderBy: { id: "asc" },
    });
    const res = await post(
      s,
      parsed.rows.map((r) => r.raw),
    );
    expect(res.body).toEqual({ created: 0, updated: 0, unchanged: 4, newCatalogueValues: 0 });
    expect(res.userMessage).toBe("Imported 0 configurations, 4 unchanged");
    expect(
      await db().hoseConfiguration.findMany({ where: { organisationId: s.dist.id }, orderBy: { id: "asc" } }),
    ).toEqual(before);

    // Typed values, as the browser sends them, and one change.
    const typed = summary.rows.map((r) => ({ ...r.value! }));
    typed[0]!.length = 4321;
    const edited = await post(s, typed);
    expect(edited.body).toEqual({ created: 0, updated: 1, unchanged: 3, newCatalogueValues: 0 });
    expect(edited.userMessage).toBe("Imported 1 configurations, 3 unchanged");
  });

  it("serves the blank template: the 18 columns in order", async () => {
    const s = await setup();
    const link = await call(blankTemplateRoute, {
      host: s.host,
      params: { id: s.dist.id, blank: "true" },
      headers: await bearerHeaders(s.user, s.dist.id),
    });
    const file = await downloadText(s, (link.body as { url: string }).url);
    expect(decodeCsvBytes(file.bytes)).toBe(`${TEMPLATE_HEADERS.join(",")}\r\n`);
  });

  it("imports 5,000 rows in one transaction", async () => {
    const s = await setup();
    const parsed = parseImportFile(largeImportCsv(5000));
    expect(parsed.rows).toHaveLength(5000);
    const started = performance.now();
    const res = await post(
      s,
      parsed.rows.map((r) => r.raw),
    );
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 5000, updated: 0, unchanged: 0, newCatalogueValues: 0 });
    expect(await configCount(s)).toBe(5001);
    expect(ms).toBeLessThan(20_000); // generous here (shared machine); the benchmark measures it
  }, 60_000);

  it("permissions: read-only 403, another organisation's library 403 or 404, another client 404; nothing written", async () => {
    const s = await setup();
    const rows = (await fixture("valid.csv")).rows.map((r) => r.raw);
    const before = await db().hoseConfiguration.count();
    expect((await post(s, rows, s.readOnly)).status).toBe(403);
    // A customer can read its distributor's library, not change it.
    expect((await post(s, rows, s.customerAdmin, s.customer.id, s.dist.id)).status).toBe(403);
    expect((await post(s, rows, s.user, s.dist.id, s.otherDist.id)).status).toBe(404);
    const foreignOrg = await createOrganisation(s.other.id, { isDistributor: true });
    expect((await post(s, rows, s.clientAdmin, "admin", foreignOrg.id)).status).toBe(404);
    expect(
      (
        await call(existingTemplateRoute, {
          host: s.host,
          params: { id: s.dist.id },
          headers: await bearerHeaders(s.readOnly, s.dist.id),
        })
      ).status,
    ).toBe(403);
    expect(await db().hoseConfiguration.count()).toBe(before);
    // A client admin imports into the organisation it picked.
    expect((await post(s, rows, s.clientAdmin, "admin", s.otherDist.id)).status).toBe(200);
    expect(await db().hoseConfiguration.count({ where: { organisationId: s.otherDist.id } })).toBe(3);
  });
});
