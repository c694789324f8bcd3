import { type Browser, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { DEMO_PASSWORD, uniqueEmail } from "./support/auth";
import { withDb } from "./support/db";
import { enGB, englishLeft } from "./support/languages";
import { createUser } from "./support/users";

/**
 * A user switches to German and does a morning's work: signs in on a German browser, chooses
 * Deutsch in Your profile, reads the dashboard, finds a hose in the list, opens it, records an
 * inspection, asks for a quote, reads the quote, opens the organisation's settings and signs out.
 * Every page is scanned for any English text of the whole catalogue (every namespace), not only
 * the page's own: a text left in English anywhere on the way fails the walk.
 */
test.use({ locale: "de-DE" });

const ALL = Object.keys(enGB);
// The demo's own names and content, shown as they are: the distributor "Northern Hose Supply",
// zones such as "Main Quarry > ..." and "Loading Bay", the user's surname, the checklist
// templates "Inspection scope (DGUV Regel 113-020)" and "Visual inspection (SAE J1273)".
const DEMO_NAMES = ["Hose", "Main", "Loading", "Schlauch", "Inspection"];

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A new Admin of Quarry Works Ltd with no language of their own, registered from a British English
 * browser (its registration email in English); answers the organisation's id.
 */
async function quarryAdmin(browser: Browser, email: string): Promise<string> {
  const english = await browser.newContext({ locale: "en-GB" });
  await createUser(await english.newPage(), email, DEMO_PASSWORD, { first: "Walter", last: "Schlauch" });
  await english.close();
  return withDb(async (query) => {
    const [user] = await query(`SELECT "id", "clientId" FROM "User" WHERE "email" = $1`, [email]);
    const [org] = await query(`SELECT "id" FROM "Organisation" WHERE "name" = 'Quarry Works Ltd' AND "clientId" = $1`, [
      user!.clientId,
    ]);
    await query(
      `INSERT INTO "OrganisationUser" ("id", "clientId", "userId", "organisationId", "role", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 2, now())`,
      [user!.clientId, user!.id, org!.id],
    );
    return org!.id as string;
  });
}

test("a user switches to German and walks sign-in, dashboard, hoses, inspection, quote and settings in German", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("walter");
  const org = await quarryAdmin(browser, email);
  // Soft: the walk goes on and names every page with English left, not only the first.
  const scan = async (except: string[] = []) =>
    expect
      .soft(await englishLeft(page, "de", ALL, [...DEMO_NAMES, ...except]), `English left on ${page.url()}`)
      .toEqual([]);

  // Signed out, the German browser gets the German login page.
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Anmelden bei Demo Hydraulics" })).toBeVisible();
  await scan();
  const panel = page.getByRole("tabpanel", { name: "Anmelden" });
  await panel.getByLabel("E-Mail").fill(email);
  await panel.getByLabel("Passwort").fill(DEMO_PASSWORD);
  await panel.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });

  // Signed in, the portal speaks the client's default (British English) until the user chooses.
  await page.goto(`/portal/${org}/your-profile`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("heading", { name: "Ihr Profil", level: 1 })).toBeVisible();
  await expect(page.getByText("Ihre Angaben wurden gespeichert")).toBeVisible();
  await scan();

  // The dashboard, by the menu.
  await page.getByRole("link", { name: "Übersicht" }).first().click();
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  await scan();
  await expectNoAxeViolations(page);

  // The hose list, then a hose that is due.
  await page.getByRole("link", { name: "Gekennzeichnete Schlauchleitungen" }).first().click();
  await expect(page.getByRole("heading", { name: "Gekennzeichnete Schlauchleitungen", level: 1 })).toBeVisible();
  await scan();
  const row = page
    .getByRole("table", { name: "Gekennzeichnete Schlauchleitungen" })
    .getByRole("row")
    .filter({ hasText: /Prüfung (war )?fällig am/ })
    .first();
  await row.getByRole("rowheader").getByRole("link").click();
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Verlauf", level: 2 })).toBeVisible();
  await scan();
  const hoseUrl = page.url();

  // An inspection, recorded: the dialog, its date as German writes it, the notice.
  await page.locator("a:visible", { hasText: "Prüfung erfassen" }).first().click();
  const inspection = page.getByRole("dialog", { name: "Prüfung erfassen" });
  await expect(inspection.getByLabel("Prüfdatum")).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
  await scan();
  await inspection.getByText("Keine Mängel").click();
  await expect(inspection.getByRole("radio", { name: /^Gut/ })).toBeChecked();
  const note = `Rundgang ${unique()}`;
  await inspection.getByLabel("Bemerkungen").fill(note);
  await inspection.getByRole("button", { name: "Prüfung erfassen" }).click();
  await expect(inspection).toBeHidden();
  await expect(page.getByTestId("notice")).toContainText(/Prüfung erfasst/);
  await scan([note]);

  // The hose's inspections: the list narrowed to it, its chip named in German too.
  await page.getByRole("link", { name: "Alle Prüfungen dieser Schlauchleitung" }).click();
  const chips = page.getByRole("list", { name: "Angewendete Filter" });
  await expect(chips.getByRole("link", { name: /^Filter .+ entfernen$/ })).toBeVisible();
  // The tab's title too.
  await expect(page).toHaveTitle(/^Prüfungen \| /);
  await expect(page.getByRole("table").getByText(note)).toBeVisible();
  await scan([note]);

  // A quote for the hose: the dialog, the notice, the list and the quote.
  await page.goto(hoseUrl);
  await page.getByRole("link", { name: "Angebot anfordern" }).first().click();
  const quote = page.getByRole("dialog", { name: "Angebot anfordern" });
  await expect(quote.getByText("Anfordern bei")).toBeVisible();
  await scan();
  const message = `Rundgang ${unique()}: zwei Ersatzschläuche`;
  await quote.getByLabel("Nachricht").fill(message);
  await quote.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(quote).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Angebotsanfrage gesendet" })).toBeVisible();
  // The list searched for this walk's request: the demo's own requests are English as typed.
  const search = encodeURIComponent(JSON.stringify([{ key: "search", value: message }]));
  await page.goto(`/portal/${org}/quote-requests?filters=${search}`);
  await expect(page.getByRole("heading", { name: "Angebotsanfragen", level: 1 })).toBeVisible();
  await scan([message]);
  const title = "Ihr Unternehmen hat ein Angebot bei Northern Hose Supply angefordert";
  await page.getByRole("table", { name: "Angebotsanfragen" }).getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(/\/quote-requests\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("dialog", { name: title }).getByRole("heading", { name: "Schlauchleitungen in diesem Angebot" }),
  ).toBeVisible();
  await scan([message]);

  // The organisation's settings.
  await page.goto(`/portal/${org}/organisation-settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen von Quarry Works Ltd" })).toBeVisible();
  await expect(page).toHaveTitle(/^Organisationseinstellungen \| /);
  await scan();
  await expectNoAxeViolations(page);

  // Signed out, the login page is German again.
  await page.getByRole("link", { name: "Abmelden" }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Anmelden bei Demo Hydraulics" })).toBeVisible();
});
