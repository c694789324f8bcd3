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

  // The Activity list.
  await page.goto(`${base}/activity`);
  await expect(page.getByRole("heading", { name: "Aktivität", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Änderungen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["activity", "activityActions", "list", "menu"], [...DATA, ...SAME_START]);

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
});

test("a French member reads the Inspections list in French", async ({ page }) => {
  test.setTimeout(90_000);
  const org = await memberIn(page, "fr", "Fabien");
  await page.goto(`/portal/${org}/inspections`);
  await expect(page.getByRole("heading", { name: "Inspections", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Prochaine inspection" })).toBeVisible();
  await expectNoEnglish(page, "fr", ["inspections", "list", "menu"]);
});
