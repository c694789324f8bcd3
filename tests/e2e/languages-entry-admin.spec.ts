import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, login, uniqueEmail } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoEnglish } from "./support/languages";
import { createUser } from "./support/users";

/**
 * Languages of the entry pages and of the client admin screens (Demo Hydraulics offers British
 * English, German, French and Spanish): a signed-out visitor's pages follow the browser, an
 * admin's follow the language chosen for them.
 */

test.describe("a German browser, signed out", () => {
  test.use({ locale: "de-DE" });

  test("sees Register, a stale validation link and a stale one-time login link in German", async ({ page }) => {
    await page.goto("/register");
    const panel = page.getByRole("tabpanel", { name: "Registrieren" });
    await expect(panel.getByLabel("Vorname")).toBeVisible();
    await expectNoEnglish(page, "de", ["login"]);

    await page.goto("/validate/not-a-real-token");
    await expect(page.getByRole("heading", { name: "E-Mail bestätigen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
    await expectNoEnglish(page, "de", ["validate", "sentences"]);

    await page.goto("/one-time-login/not-a-real-token");
    await expect(page.getByText("Ungültige Anfrage")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
    await expectNoEnglish(page, "de", ["oneTimeLogin", "login"]);
  });
});

/**
 * A fresh admin of Demo Hydraulics (client admin and system admin, so Tag management is open to
 * them too) whose own language is `locale`, signed in.
 */
async function adminIn(page: Page, locale: string, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await createUser(page, email, DEMO_PASSWORD, { first: name, last: "Admin" });
  await withDb((query) =>
    query(`UPDATE "User" SET "locale" = $2, "clientAdmin" = true, "systemAdmin" = true WHERE "email" = $1`, [
      email,
      locale,
    ]),
  );
  await login(page, email);
}

// The side menu is the shell's; its "Main" is not scanned (the demo's zones are "Main Quarry > ...").
const LIST = ["list", "listFilters", "menu"];

test("a German admin walks Organisations, Tag management, Integrations, Compliance packs and Manufacturers in German", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await adminIn(page, "de", "Dieter");

  await page.goto("/portal/admin/organisations");
  await expect(page.getByRole("heading", { name: "Organisationen", level: 1 })).toBeVisible();
  await expect(page.getByTestId("displaying")).toHaveText(/^Ergebnisse \d+ - \d+ von \d+$/);
  const table = page.getByRole("table", { name: "Organisationen" });
  await expect(table.getByRole("columnheader", { name: "Ansprechpartner" })).toBeVisible();
  await expectNoEnglish(page, "de", ["organisations", ...LIST]);
  await expectNoAxeViolations(page);

  // A row's view dialog and the add dialog.
  await table
    .getByRole("button", { name: /^Aktionen für / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Details anzeigen" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByText("Kontocode")).toBeVisible();
  await expect(view.getByRole("button", { name: "Schließen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["organisations"]);
  await view.getByRole("button", { name: "Schließen" }).click();
  await page.getByRole("link", { name: "Organisation hinzufügen" }).click();
  const add = page.getByRole("dialog", { name: "Organisation hinzufügen" });
  await expect(add.getByLabel("Name der Organisation")).toBeVisible();
  await expect(add.getByRole("button", { name: "Abbrechen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["organisations"]);
  await add.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/portal/admin/tag-management");
  await expect(page.getByRole("heading", { name: "Kennungen verwalten", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kennungen hochladen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["tags", ...LIST]);

  await page.goto("/portal/admin/integrations");
  await expect(page.getByRole("heading", { name: "Integrationen", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "API-Schlüssel erstellen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["integrations", "menu"]);

  await page.goto("/portal/admin/compliance-packs");
  await expect(page.getByRole("heading", { name: "Nachweismappen", level: 1 })).toBeVisible();
  await expectNoEnglish(page, "de", ["compliance", "menu"]);
  await expectNoAxeViolations(page);

  await page.goto("/portal/admin/client-manufacturers");
  await expect(page.getByRole("heading", { name: "Hersteller", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Neuen Hersteller hinzufügen" })).toBeVisible();
  await expectNoEnglish(page, "de", ["manufacturers", ...LIST]);
});

test("a French admin sees Organisations and Integrations in French", async ({ page }) => {
  test.setTimeout(120_000);
  await adminIn(page, "fr", "Amandine");

  await page.goto("/portal/admin/organisations");
  await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Organisations" }).getByRole("columnheader", { name: "Ville" }),
  ).toBeVisible();
  await expectNoEnglish(page, "fr", ["organisations", ...LIST]);

  await page.goto("/portal/admin/integrations");
  await expect(page.getByRole("heading", { name: "Intégrations", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Clés d'API" })).toBeVisible();
  await expectNoEnglish(page, "fr", ["integrations", "menu"]);
});
