import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, login, uniqueEmail } from "./support/auth";
import { withDb } from "./support/db";
import { expectNoEnglish, memberIn } from "./support/languages";
import { createUser } from "./support/users";
import { HOSE_TEMPLATE_HEADERS } from "@/lib/hoses/import/template";

/**
 * The plant-floor screens around a hose in German and French: the hose form and its refusals,
 * "Why these dates?", the Inspections and Activity lists, the import page and the scanner.
 * Demo Hydraulics offers British English, German, French and Spanish.
 */

/**
 * A fresh Admin of Northern Hose Supply (demo seed: the distributor of Quarry Works Ltd) whose own
 * language is `locale`, signed in: a customer's User may not add hoses (its distributor keeps the
 * configurations), and only Admins read the Activity list. Answers the organisation's id.
 */
async function distributorAdminIn(page: Page, locale: string, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await createUser(page, email, DEMO_PASSWORD, { first: name, last: "Schlauch" });
  const [org] = await withDb(async (query) => {
    const [user] = await query(`SELECT "id", "clientId" FROM "User" WHERE "email" = $1`, [email]);
    await query(`UPDATE "User" SET "locale" = $2 WHERE "id" = $1`, [user!.id, locale]);
    const orgs = await query(
      `SELECT "id" FROM "Organisation" WHERE "name" = 'Northern Hose Supply' AND "clientId" = $1`,
      [user!.clientId],
    );
    await query(
      `INSERT INTO "OrganisationUser" ("id", "clientId", "userId", "organisationId", "role", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 2, now())`,
      [user!.clientId, user!.id, orgs[0]!.id],
    );
    return orgs;
  });
  await login(page, email);
  return org!.id as string;
}

/** An installed hose of Quarry Works Ltd (demo seed), with a tag and an installation date. */
async function quarryHose(): Promise<{ id: string; tagId: string }> {
  const [hose] = await withDb((query) =>
    query(
      `SELECT h."id", h."tagId" FROM "Hose" h JOIN "Organisation" o ON o."id" = h."customerOrganisationId"
       WHERE o."name" = 'Quarry Works Ltd' AND h."deletedAt" IS NULL AND h."organisationZoneId" IS NOT NULL
         AND h."installationDate" IS NOT NULL AND h."tagId" IS NOT NULL
       ORDER BY h."tagId" LIMIT 1`,
    ),
  );
  return { id: hose!.id as string, tagId: hose!.tagId as string };
}

/** A tag a hose of another customer than Quarry Works Ltd carries: one Quarry Works may not import. */
async function otherCustomersTag(): Promise<string> {
  const [hose] = await withDb((query) =>
    query(
      `SELECT h."tagId" FROM "Hose" h JOIN "Organisation" o ON o."id" = h."customerOrganisationId"
       JOIN "Organisation" q ON q."clientId" = o."clientId" AND q."name" = 'Quarry Works Ltd'
       WHERE o."id" <> q."id" AND h."tagId" IS NOT NULL ORDER BY h."tagId" LIMIT 1`,
    ),
  );
  expect(hose, "a tagged hose of another customer").toBeTruthy();
  return hose!.tagId as string;
}

// Names of the demo seed's organisations that hold an English word of a namespace checked here
// ("Northern Hose Supply" shows in the menu as the organisation acted for).
const DATA = ["Hose"];
// German words that begin as the English ones do: the list's "CSV exportieren" holds "CSV export".
const SAME_START = ["CSV export"];

test("a German distributor's Admin adds and edits hoses, reads why the dates fall where they do, and the lists", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await distributorAdminIn(page, "de", "Dieter");
  const base = `/portal/${org}`;

  // Add hose: the form, and its refusals of an empty submit, in German.
  await page.goto(`${base}/hoses/add`);
  const add = page.getByRole("dialog", { name: "Schlauchleitung anlegen" });
  await expect(add).toBeVisible();
  await add.getByRole("combobox", { name: "Kunde" }).selectOption({ label: "Quarry Works Ltd" });
  await expect(add.getByRole("combobox", { name: "Standort" })).toBeVisible();
  await add.getByRole("button", { name: "Schlauchleitung anlegen" }).click();
  await expect(add.getByText("Die Tag-ID ist erforderlich")).toBeVisible();
  await expectNoEnglish(page, "de", ["hoseForm", "sentences", "menu"], DATA);

  // Edit hose.
  const hose = await quarryHose();
  await page.goto(`${base}/hoses/${hose.id}/edit`);
  const edit = page.getByRole("dialog", { name: "Schlauchleitung bearbeiten" });
  await expect(edit.getByRole("button", { name: "Schlauchleitung speichern" })).toBeVisible();
  await expect(edit.getByRole("switch", { name: "Eigenen Zeitplan dieser Schlauchleitung verwenden" })).toBeVisible();
  await expectNoEnglish(page, "de", ["hoseForm", "menu"], DATA);

  // "Why these dates?" on the hose list: the explanation the API answers, in German.
  await page.goto(
    `${base}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "search", value: hose.tagId }]))}`,
  );
  const why = page.getByRole("button", { name: /^Warum diese Termine\?/ }).first();
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/^Nächste Prüfung:.+(ab Einbau am|nach der Prüfung vom).+\(.+\)$/).first()).toBeVisible();
  await expectNoEnglish(page, "de", ["basis", "menu"], DATA);

  // The scanner (no camera in the test browser: it says so, and offers to type the tag id).
  await page.getByRole("button", { name: "Tag scannen" }).first().click();
  const scanner = page.getByRole("dialog", { name: "Tag scannen" });
  await expect(scanner.getByLabel("Oder Tag-ID eingeben")).toBeVisible();
  await expectNoEnglish(page, "de", ["scan"]);
  await page.keyboard.press("Escape");

  // The Inspections list.
  await page.goto(`${base}/inspections`);
  await expect(page.getByRole("heading", { name: "Prüfungen", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Nächste Prüfung" })).toBeVisible();
  await expectNoEnglish(page, "de", ["inspections", "list", "menu"], DATA);

  // The Activity list, with at least the Admin's own digest choice for the organisation (the
  // demo seed records no activity): a membership's field named in German like a hose's.
  await page.goto(`${base}/your-profile`);
  await page.getByLabel("Zusammenfassung", { exact: true }).selectOption({ label: "Aus" });
  await page.getByRole("button", { name: "Zusammenfassungen speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: /gespeichert/ })).toBeVisible();
  await page.goto(`${base}/activity`);
  await expect(page.getByRole("heading", { name: "Aktivität", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Änderungen" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Zusammenfassung/ }).first()).toBeVisible();
  await expectNoEnglish(
    page,
    "de",
    ["activity", "activityActions", "activityChanges", "list", "menu"],
    [...DATA, ...SAME_START],
  );

  // The hose import page, and its preview of a file whose one row has an impossible date: the
  // rules' message in German. The template's column names stay as the file format has them.
  await page.goto(`${base}/hoses-import`);
  await expect(page.getByRole("heading", { name: "Schlauchleitungen importieren", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Kunde" }).selectOption({ label: "Quarry Works Ltd" });
  const row = HOSE_TEMPLATE_HEADERS.map((header) =>
    header === "Name" ? `E2E Sprache ${Date.now()}` : header === "Manufacture date" ? "31/02/2024" : "",
  );
  await page.getByLabel("CSV-Datei").setInputFiles({
    name: "schlauchleitungen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HOSE_TEMPLATE_HEADERS.join(",")}\r\n${row.join(",")}\r\n`),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Die Datei enthält Fehler" })).toBeVisible();
  await expect(
    page.getByTestId("import-row-0").getByText("Herstellungsdatum ist kein Datum (JJJJ-MM-TT oder TT/MM/JJJJ)"),
  ).toBeVisible();
  await expectNoEnglish(page, "de", ["hoseImport", "importPreview", "menu"], DATA);

  // A tag another customer's hose carries, and a name longer than the rules allow: the rules'
  // messages in German, the field's name too.
  const foreign = await otherCustomersTag();
  const tagged = HOSE_TEMPLATE_HEADERS.map((header) =>
    header === "Tag id" ? foreign : header === "Name" ? "N".repeat(101) : "",
  );
  await page.getByLabel("CSV-Datei").setInputFiles({
    name: "schlauchleitungen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HOSE_TEMPLATE_HEADERS.join(",")}\r\n${tagged.join(",")}\r\n`),
  });
  const taggedRow = page.getByTestId("import-row-0");
  await expect(taggedRow.getByText(/^Dieses Tag ist für diesen Kunden nicht verfügbar/)).toBeVisible();
  await expect(taggedRow.getByText("Der Name darf höchstens 100 Zeichen lang sein")).toBeVisible();
  await expect(taggedRow.getByText("Diese Zeile verhindert den Import der Datei")).toBeVisible();
  await expect(taggedRow.getByText(/not available|prevent file/)).toHaveCount(0);

  // A file whose header is not the template's: the reader's message in German, the columns as written.
  await page.getByLabel("CSV-Datei").setInputFiles({
    name: "schlauchleitungen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HOSE_TEMPLATE_HEADERS.join(",").replace("Location", "Zone")}\r\n`),
  });
  await expect(page.getByText("Erwartet wurde Location, vorgefunden Zone")).toBeVisible();
  await page.getByLabel("CSV-Datei").setInputFiles({
    name: "schlauchleitungen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Tag id,Name\r\nT-1,Presse\r\n"),
  });
  await expect(page.getByText("Die CSV-Datei entspricht nicht der Vorlage")).toBeVisible();
});

test("a French member reads the Inspections list in French", async ({ page }) => {
  test.setTimeout(90_000);
  const org = await memberIn(page, "fr", "Fabien");
  await page.goto(`/portal/${org}/inspections`);
  await expect(page.getByRole("heading", { name: "Inspections", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Prochaine inspection" })).toBeVisible();
  await expectNoEnglish(page, "fr", ["inspections", "list", "menu"]);
});
