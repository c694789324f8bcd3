import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, login, uniqueEmail } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoEnglish } from "./support/languages";
import { createUser } from "./support/users";
import { TEMPLATE_HEADERS } from "@/lib/hose-configurations/import/template";

/**
 * The office screens of a client admin in the language they chose: Client settings, an
 * organisation's settings, Users, Sites and zones, the configuration library, checklist
 * templates, life policies and service life. A fresh client admin of Demo Hydraulics, also
 * Admin of Quarry Works Ltd (so it has an organisation's settings to open), whose own language
 * is set in the database: the demo personas stay in British English for the other specs.
 */
async function clientAdminIn(page: Page, locale: string, name: string): Promise<{ org: string; user: string }> {
  const email = uniqueEmail(name.toLowerCase());
  await createUser(page, email, DEMO_PASSWORD, { first: name, last: "Schlauch" });
  const [org, userId] = await withDb(async (query) => {
    const [user] = await query(`SELECT "id", "clientId" FROM "User" WHERE "email" = $1`, [email]);
    await query(`UPDATE "User" SET "locale" = $2, "clientAdmin" = true WHERE "id" = $1`, [user!.id, locale]);
    const orgs = await query(`SELECT "id" FROM "Organisation" WHERE "name" = 'Quarry Works Ltd' AND "clientId" = $1`, [
      user!.clientId,
    ]);
    await query(
      `INSERT INTO "OrganisationUser" ("id", "clientId", "userId", "organisationId", "role", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 2, now())`,
      [user!.clientId, user!.id, orgs[0]!.id],
    );
    return [orgs[0]!.id as string, user!.id as string];
  });
  await login(page, email);
  return { org: org!, user: userId! };
}

// Names the demo data and the other specs give their records, shown as they are: users called
// "Test User", the zone "Asphalt Plant > Loading Bay", the distributor "Northern Hose Supply".
const TENANT_NAMES = ["User", "Loading", "Hose"];

test("a German client admin's office screens are German, form errors included", async ({ page }) => {
  test.setTimeout(180_000);
  const { org: quarry, user: dora } = await clientAdminIn(page, "de", "Dora");

  await page.goto("/portal/admin/client-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Anbietereinstellungen" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Einheiten" })).toBeVisible();
  await expect(page.getByText("Schlauchkonfiguration manuell eingeben")).toBeVisible();
  // The demo's privacy policy is the client's own text, in English: it points to "Your profile".
  await expectNoEnglish(
    page,
    "de",
    ["clientSettings", "units", "languages", "menu", "richTextEditor"],
    ["Your profile"],
  );
  // The two rich-text fields' toolbars: their buttons are named by aria-label, which the scan of
  // the page's text does not see.
  await expect(page.getByRole("button", { name: "Fett" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Aufzählung" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Bold" })).toHaveCount(0);

  await page.goto(`/portal/${quarry}/organisation-settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen von Quarry Works Ltd" })).toBeVisible();
  await expect(page.getByLabel("Prüffrist (Monate)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prüfcheckliste" })).toBeVisible();
  await expectNoEnglish(page, "de", ["organisationSettings", "checklists", "menu"]);
  await expectNoAxeViolations(page);

  await page.goto("/portal/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Benutzer dieses Anbieters" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Filter" }).getByLabel("Suche")).toBeVisible();
  await expectNoEnglish(page, "de", ["users", "list", "menu"], TENANT_NAMES);
  await page.getByRole("link", { name: "Benutzer anlegen" }).click();
  const addUser = page.getByRole("dialog", { name: "Benutzer hinzufügen" });
  await expect(addUser.getByLabel("Vorname")).toBeVisible();
  await expectNoEnglish(page, "de", ["users"], TENANT_NAMES);
  await page.keyboard.press("Escape");

  await page.goto("/portal/admin/sites-and-zones");
  await expect(page.getByRole("heading", { level: 1, name: "Standorte & Bereiche" })).toBeVisible();
  await page.getByLabel("Kunde").selectOption({ label: "Quarry Works Ltd" });
  await expect(page.getByRole("region", { name: "Standorte und Bereiche" })).toBeVisible();
  await expect(page.getByLabel("Standorte und Bereiche durchsuchen")).toBeVisible();
  await expectNoEnglish(page, "de", ["sites", "menu"], TENANT_NAMES);

  await page.goto("/portal/admin/hose-configurations");
  await expect(page.getByRole("heading", { level: 1, name: "Konfigurationsbibliothek" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Konfigurationsbibliothek" })).toBeVisible();
  await expectNoEnglish(page, "de", ["hoseConfigurations", "list", "menu"], TENANT_NAMES);
  await expectNoAxeViolations(page);
  // The add form, sent empty: its labels and the server's errors in German.
  await page.getByRole("link", { name: "Schlauchkonfiguration anlegen" }).click();
  const add = page.getByRole("dialog", { name: "Schlauchkonfiguration anlegen" });
  await expect(add.getByLabel(/^Angezeigter Druck \(bar\)/)).toBeVisible();
  await add.getByRole("button", { name: "Schlauchkonfiguration anlegen" }).click();
  await expect(add.getByText("Der Name ist erforderlich")).toBeVisible();
  await expectNoEnglish(page, "de", ["hoseConfigurations", "sentences"], TENANT_NAMES);
  await page.keyboard.press("Escape");

  await page.goto("/portal/admin/checklists");
  await expect(page.getByRole("heading", { level: 1, name: "Checklistenvorlagen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Neue Checklistenvorlage" })).toBeVisible();
  await expectNoEnglish(page, "de", ["checklists", "menu"], TENANT_NAMES);

  await page.goto("/portal/admin/life-policies");
  await expect(page.getByRole("heading", { level: 1, name: "Lebensdauerregeln" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Regel festlegen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["lifePolicies", "menu"], TENANT_NAMES);

  await page.goto("/portal/admin/service-life");
  await expect(page.getByRole("heading", { level: 1, name: "Lebensdauer" })).toBeVisible();
  await expectNoEnglish(page, "de", ["serviceLife", "hoseConfigurations", "menu"], TENANT_NAMES);

  // The configuration import's preview of a file with a bad row: the banner, the rules' messages
  // (a column's name in them too), the outcome. The template's columns stay as the file has them.
  await page.goto("/portal/admin/hose-configurations-import");
  await page.getByLabel("Händler", { exact: true }).selectOption({ label: "Northern Hose Supply" });
  const file = page.getByLabel("CSV-Datei", { exact: true });
  await expect(file).toBeEnabled();
  const row = TEMPLATE_HEADERS.map((header) =>
    header === "Name" ? `E2E Sprache ${Date.now()}` : header === "Length" ? "lang" : header === "Sleeving" ? "ja" : "",
  );
  await file.setInputFiles({
    name: "konfigurationen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${TEMPLATE_HEADERS.join(",")}\r\n${row.join(",")}\r\n`),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Die Datei enthält Fehler" })).toBeVisible();
  const preview = page.getByTestId("import-row-0");
  await expect(preview.getByText("Länge ist keine Zahl")).toBeVisible();
  await expect(preview.getByText("Schutzschlauch muss 1, 0 oder leer sein")).toBeVisible();
  await expect(preview.getByText("Diese Zeile verhindert den Import der Datei")).toBeVisible();
  await expect(preview.getByText("Neue Konfiguration wird angelegt")).toBeVisible();
  await expect(page.getByText("Zellen mit einem Fehler sind mit ✕ markiert", { exact: false })).toBeVisible();
  await expectNoEnglish(page, "de", ["configurationsImport", "importPreview", "menu"], TENANT_NAMES);
  await expect(preview.getByText(/is not a number|must be 1,0|prevent file|Creating new config/)).toHaveCount(0);
  await file.setInputFiles({
    name: "konfigurationen.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Length\r\nA,1\r\n"),
  });
  await expect(page.getByText("Die CSV-Datei entspricht nicht der Vorlage")).toBeVisible();

  // The Activity list names the fields a change to a user's own record touched in German.
  await page.goto("/portal/admin/your-profile");
  await page.getByLabel("Nachname").fill("Schlauchmann");
  await page.getByRole("button", { name: "Angaben speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: /gespeichert/ })).toBeVisible();
  const mine = [
    { key: "entity", value: "User" },
    { key: "entityId", value: dora },
  ];
  await page.goto(`/portal/admin/activity?filters=${encodeURIComponent(JSON.stringify(mine))}`);
  await expect(page.getByRole("heading", { name: "Aktivität", level: 1 })).toBeVisible();
  await expect(page.getByText("Nachname", { exact: false }).first()).toBeVisible();
  await expectNoEnglish(page, "de", ["activity", "activityActions", "activityChanges", "list", "menu"], TENANT_NAMES);
});

test("a Spanish client admin's users and configuration library are Spanish", async ({ page }) => {
  test.setTimeout(120_000);
  await clientAdminIn(page, "es", "Elena");

  await page.goto("/portal/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Usuarios" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Crear usuario" })).toBeVisible();
  await expectNoEnglish(page, "es", ["users", "list", "menu"], TENANT_NAMES);

  await page.goto("/portal/admin/hose-configurations");
  await expect(page.getByRole("heading", { level: 1, name: "Biblioteca de configuraciones" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Diámetro interior" })).toBeVisible();
  await expectNoEnglish(page, "es", ["hoseConfigurations", "list", "menu"], TENANT_NAMES);
});
