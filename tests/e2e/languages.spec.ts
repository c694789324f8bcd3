import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoEnglish, memberIn } from "./support/languages";

/**
 * Languages (Demo Hydraulics offers British English, German, French and Spanish): a signed-out
 * visitor's pages follow the browser's language, a user's follow the one chosen in Your profile.
 */

// Riverside Foods' first hose (demo seed), whose public card is on.
const TAG = "DH100053";

test.describe("a German browser, signed out", () => {
  test.use({ locale: "de-DE" });

  test("sees the login page, forgot password and the public card in German", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Anmelden bei Demo Hydraulics" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registrieren" })).toBeVisible();
    await expectNoEnglish(page, "de", ["login"]);
    // A wrong password: the error in German too.
    const panel = page.getByRole("tabpanel", { name: "Anmelden" });
    await panel.getByLabel("E-Mail").fill("nobody@demo.test");
    await panel.getByLabel("Passwort").fill("Wrong-password-1");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(panel.getByRole("alert")).toContainText("E-Mail-Adresse oder Passwort ist falsch");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("heading", { name: "Passwort zurücksetzen" })).toBeVisible();
    await expectNoEnglish(page, "de", ["forgotPassword"]);

    await page.goto(`/t/${TAG}`);
    await expect(page.getByRole("heading", { name: "Gekennzeichnete Schlauchleitung" })).toBeVisible();
    await expect(page.getByTestId("public-hose-card")).toContainText("Letzte Prüfung");
    await expect(page.getByRole("form", { name: "Problem melden" })).toBeVisible();
    await expectNoEnglish(page, "de", ["publicCard", "status", "basis"]);
    await expectNoAxeViolations(page);
  });
});

test.describe("French and Spanish browsers, signed out", () => {
  test("a French browser sees the login page in French", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Connexion à Demo Hydraulics" })).toBeVisible();
    await expectNoEnglish(page, "fr", ["login"]);
    await context.close();
  });

  test("a Spanish browser sees the public card in Spanish", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    await page.goto(`/t/${TAG}`);
    await expect(page.getByRole("heading", { name: "Manguera hidráulica etiquetada" })).toBeVisible();
    await expectNoEnglish(page, "es", ["publicCard", "status", "basis"]);
    await context.close();
  });

  test("a browser asking for a language the client does not offer gets British English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "it-IT" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { name: "Login to Demo Hydraulics" })).toBeVisible();
    await context.close();
  });
});

test("a user chooses German in Your profile: their pages and GET /me follow, whatever the browser asks", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A member of Quarry Works Ltd without a language of their own, so they have a portal and a profile in it.
  const org = await memberIn(page, null, "Greta");
  await page.goto(`/portal/${org}/your-profile`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  const language = page.getByLabel("Language", { exact: true });
  await expect(language).toHaveValue("");
  await language.selectOption("de");
  await page.getByRole("button", { name: "Save details" }).click();
  // Saved: the page comes back in German, its notice too.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByText("Ihre Angaben wurden gespeichert")).toBeVisible();
  await expect(page.getByLabel("Sprache", { exact: true })).toHaveValue("de");
  await expect(page.getByRole("heading", { name: "Ihr Profil", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Abmelden" }).first()).toBeVisible();
  await expectNoEnglish(page, "de", ["profile", "languages", "menu", "shell"]);
  await expectNoAxeViolations(page);
  // Asked from the page (Node cannot resolve demo.localhost; the browser sends the session cookie).
  const me = await page.evaluate(async () => (await fetch("/api/v1/me")).json());
  expect(me).toMatchObject({ locale: "de", ownLocale: "de" });

  // Back to the portal's default.
  await page.getByLabel("Sprache", { exact: true }).selectOption("");
  await page.getByRole("button", { name: /Save details|Angaben speichern/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
});

// The shell's "Main" is not scanned on these pages: the demo's zones are called "Main Quarry > ...".
// Words of the demo's own names, shown as they are: the distributor Northern Hose Supply and the
// zone Asphalt Plant > Loading Bay.
const DEMO_NAMES = ["Hose", "Loading"];
const HOSE_LIST = ["hoses", "hoseState", "hoseFilters", "list", "status"];

test("a German user sees Tagged hoses in German: heading, filters, statuses, due dates", async ({ page }) => {
  test.setTimeout(90_000);
  const org = await memberIn(page, "de", "Hanna");
  await page.goto(`/portal/${org}/hoses`);
  await expect(page.getByRole("heading", { name: "Gekennzeichnete Schlauchleitungen", level: 1 })).toBeVisible();
  await expect(page.getByTestId("displaying")).toHaveText(/^Ergebnisse \d+ - \d+ von \d+$/);
  const filters = page.getByRole("region", { name: "Filter" });
  await expect(filters.getByLabel("Suche")).toBeVisible();
  await expect(filters.getByLabel("Sortieren nach")).toContainText("Nächste Prüfung");
  const table = page.getByRole("table", { name: "Gekennzeichnete Schlauchleitungen" });
  await expect(table.getByRole("columnheader", { name: "Standort" })).toBeVisible();
  await expect(table.getByText(/^(Gut|Beobachten|Austauschen|Nicht eingebaut)$/).first()).toBeVisible();
  // Dates as German writes them (31.12.2026).
  await expect(table.getByText(/^Prüfung (war )?fällig am \d\d\.\d\d\.\d{4}$/).first()).toBeVisible();
  await expectNoEnglish(page, "de", [...HOSE_LIST, "menu"]);
  await expectNoAxeViolations(page);

  // A filter's choices too: only the hoses to replace.
  const status = filters.getByRole("button", { name: "Status Alle angezeigt" });
  await status.click();
  await filters.getByRole("checkbox", { name: "Auszutauschen" }).check();
  await expect(filters.getByRole("button", { name: "Status 1 ausgewählt" })).toBeVisible();
  await expect(page).toHaveURL(/status/);
});

test("a French user sees Tagged hoses in French", async ({ page }) => {
  test.setTimeout(90_000);
  const org = await memberIn(page, "fr", "Amelie");
  await page.goto(`/portal/${org}/hoses`);
  await expect(page.getByRole("heading", { name: "Flexibles hydrauliques identifiés", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Filtres" }).getByLabel("Rechercher")).toBeVisible();
  await expectNoEnglish(page, "fr", [...HOSE_LIST, "menu"]);
});

test("a German user's hose page and inspection dialog are German, and the inspection is recorded", async ({ page }) => {
  test.setTimeout(120_000);
  const org = await memberIn(page, "de", "Jonas");
  // An installed, active hose of Quarry Works Ltd, so it can be inspected.
  await page.goto(`/portal/${org}/hoses`);
  const table = page.getByRole("table", { name: "Gekennzeichnete Schlauchleitungen" });
  const row = table
    .getByRole("row")
    .filter({ hasText: /Prüfung (war )?fällig am/ })
    .first();
  await row.getByRole("rowheader").getByRole("link").click();
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Prüfung", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Standort", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verlauf", level: 2 })).toBeVisible();
  await expect(page.getByText(/^(Gut|Beobachten|Austauschen)$/).first()).toBeVisible();
  await expect(page.getByText("Einbaudatum")).toBeVisible();
  await expectNoEnglish(page, "de", ["hose", "hoseState", "timeline", "documents", "status", "menu"], DEMO_NAMES);
  await expectNoAxeViolations(page);

  await page.locator("a:visible", { hasText: "Prüfung erfassen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Prüfung erfassen" });
  await expect(dialog.getByRole("group", { name: "Ergebnis" })).toBeVisible();
  await expectNoEnglish(page, "de", ["inspection", "status"]);
  await dialog.getByText("Bald erneut prüfen").click();
  await expect(dialog.getByRole("radio", { name: /^Beobachten/ })).toBeChecked();
  // A date in the future: refused on the device, in German.
  // Typed as German writes dates: today's date with dots, the hint in German letters.
  const date = dialog.getByLabel("Prüfdatum");
  const today = await date.inputValue();
  expect(today).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  await expect(date).toHaveAttribute("placeholder", "TT.MM.JJJJ");
  await date.fill("31122099");
  await expect(date).toHaveValue("31.12.2099");
  await dialog.getByRole("button", { name: "Prüfung erfassen" }).click();
  await expect(dialog.getByText("Das Prüfdatum darf nicht in der Zukunft liegen")).toBeVisible();
  await date.fill(today);
  await dialog.getByLabel("Bemerkungen").fill("Leichte Scheuerstelle am Knick");
  await dialog.getByRole("button", { name: "Prüfung erfassen" }).click();
  await expect(dialog).toBeHidden();
  // The notice (the API's sentence, asked in the page's language) and the new timeline entry.
  await expect(page.getByTestId("notice")).toContainText(/Prüfung erfasst: .+ – Beobachten/);
  // The timeline's entry of this inspection, titled in German. Not necessarily its first entry: a
  // hose another spec added today lists "Added hose" (a time today) above an inspection dated today.
  const recorded = page
    .getByRole("heading", { name: "Verlauf" })
    .locator("xpath=../following-sibling::ol/li")
    .filter({ hasText: "Leichte Scheuerstelle am Knick" });
  await expect(recorded).toHaveCount(1);
  await expect(recorded).toContainText("Prüfung");
});

test("a German user's dashboard is German: counts, chart and lists; a Spanish user's too", async ({ page }) => {
  test.setTimeout(120_000);
  const org = await memberIn(page, "de", "Lena");
  await page.goto(`/portal/${org}`);
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  const counts = page.getByRole("region", { name: "Kennzahlen" });
  await expect(counts.getByTestId("card-hoses")).toContainText("Gekennzeichnete Schlauchleitungen");
  await expect(counts.getByTestId("card-dueSoon")).toContainText("In den nächsten 30 Tagen fällig");
  await expect(page.getByText(/^Überfällige und fällige Prüfungen pro Woche, nächste 12 Wochen/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Neueste Prüfungen/, level: 2 })).toBeVisible();
  await expectNoEnglish(page, "de", ["dashboard", "hoseState", "status", "menu"], DEMO_NAMES);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  const other = await memberIn(page, "es", "Lucia");
  await page.goto(`/portal/${other}`);
  await expect(page.getByRole("heading", { name: "Panel", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Mangueras a sustituir/, level: 2 })).toBeVisible();
  await expectNoEnglish(page, "es", ["dashboard", "hoseState", "status", "menu"], DEMO_NAMES);
});
