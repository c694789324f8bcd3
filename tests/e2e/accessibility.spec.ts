import { expect, test, type Page } from "@playwright/test";
import { passHumanCheck, uniqueEmail } from "./support/auth";
import { hydrated, switchTo, type Persona } from "./support/personas";
import { expectAccessibleAtBothWidths, expectNoAxeViolations, VIEWPORTS } from "./support/axe";
import { linkPath, waitForEmail } from "./support/outbox";

/**
 * axe-core (WCAG 2.1 A and AA) on every screen of the portal, at phone and desktop widths.
 * One row a screen: who is signed in (null: nobody), where the screen is, what shows it has
 * loaded, and - for dialogs and menus - how it is opened from there. `{portal}` in a path is the
 * portal the user lands on after login (/portal/admin or /portal/<organisation id>). Screens whose
 * own specs already run the check (dashboard, hoses, hose configurations and their import, hose
 * documents, quotes, sites and zones, tag management's uploads) are not repeated here. Below the
 * table: the screens of a registration (solved human check, emailed link, licence dialog), the
 * themed screens under each of the five client themes, and a check that the check can fail.
 */
type Screen = {
  screen: string;
  as: Persona | null;
  path: string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  /** Only at phone width (the screen does not exist on a desktop). */
  phoneOnly?: boolean;
  /** Only at desktop width (on a phone the screen is another one, e.g. the filters' dialog). */
  desktopOnly?: boolean;
};

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    expect(page.getByRole("heading", { level, name })).toBeVisible();
const dialog = (name: string) => (page: Page) => expect(page.getByRole("dialog", { name })).toBeVisible();
const actionsThen = (row: string, item: string) => async (page: Page) => {
  await page.getByRole("button", { name: `Actions for ${row}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
};
/** A list's rows on a phone, where they are cards. */
const cards = (page: Page) => page.getByTestId("row-cards").getByRole("listitem");
/** A list has loaded when the row (a card on a phone) naming `text` shows, not only the heading over its skeleton. */
const row = (text: string | RegExp) => (page: Page) =>
  expect(
    page
      .getByRole("row", { name: text })
      .or(cards(page).filter({ hasText: text }))
      .first(),
  ).toBeVisible();
/** A list without a known row: its first data row (or card). */
const anyRow = (page: Page) => expect(page.getByRole("row").nth(1).or(cards(page)).first()).toBeVisible();
/**
 * A row's actions menu, open: opened again where it is not (the phone's cards are other elements
 * than the desktop's rows, so a menu opened at one width is gone at the other).
 */
const rowMenu = (row: string, item: string) => async (page: Page) => {
  const entry = page.getByRole("menuitem", { name: item });
  // Again until it shows: right after the width changes, the list may still be swapping its
  // cards for rows, and a click on the outgoing button opens nothing.
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole("button", { name: `Actions for ${row}` }).click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
};
const clickLink = (name: string) => (page: Page) => page.getByRole("link", { name, exact: true }).first().click();

const SCREENS: Screen[] = [
  // Signed out
  {
    screen: "Login tab",
    as: null,
    path: "/login",
    ready: (p) => expect(p.getByRole("tabpanel", { name: "Login" })).toBeVisible(),
  },
  {
    screen: "Register tab",
    as: null,
    path: "/register",
    ready: (p) => expect(p.getByRole("tabpanel", { name: "Register" })).toBeVisible(),
  },
  {
    screen: "Forgot password",
    as: null,
    path: "/forgot-password",
    ready: (p) => expect(p.getByRole("button", { name: /reset/i })).toBeVisible(),
  },
  {
    screen: "One-time login (bad link)",
    as: null,
    path: "/one-time-login/not-a-token",
    ready: (p) => expect(p.getByRole("alert").first()).toBeVisible(),
  },
  { screen: "Validate email (bad link)", as: null, path: "/validate/not-a-token", ready: heading("Validate email") },
  { screen: "Public hose card", as: null, path: "/t/DH100001", ready: heading("Tagged hose") },
  {
    screen: "Unknown tag",
    as: null,
    path: "/t/NO-SUCH-TAG",
    ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible(),
  },

  // Several organisations
  {
    screen: "Select organisation",
    as: "multi@demo.test",
    path: "/select-organisation",
    ready: heading("Select an organisation"),
  },
  {
    screen: "Create new organisation",
    as: "multi@demo.test",
    path: "/create-organisation",
    ready: heading("Create new organisation"),
  },

  // A system admin (also client admin of Demo)
  { screen: "Manage clients", as: "system@demo.test", path: "/portal/admin/clients", ready: row(/Acme Hose Services/) },
  {
    screen: "Client admins of a client",
    as: "system@demo.test",
    path: "/portal/admin/clients",
    ready: heading("Client users"),
    open: actionsThen("Demo Hydraulics", "Client admins"),
  },
  {
    screen: "Add client dialog",
    as: "system@demo.test",
    path: "/portal/admin/clients",
    ready: dialog("Add client"),
    open: clickLink("Add client"),
  },
  { screen: "Manufacturers", as: "system@demo.test", path: "/portal/admin/client-manufacturers", ready: anyRow },
  {
    screen: "Add manufacturer dialog",
    as: "system@demo.test",
    path: "/portal/admin/client-manufacturers",
    ready: dialog("Add manufacturer"),
    open: clickLink("Add new manufacturer"),
  },
  {
    screen: "Tag management",
    as: "system@demo.test",
    path: "/portal/admin/tag-management",
    ready: row(/Demo tags batch 1/),
  },
  {
    screen: "Tag batch actions menu",
    as: "system@demo.test",
    path: "/portal/admin/tag-management",
    ready: rowMenu("Demo tags batch 1", "Edit batch"),
  },

  // A client admin
  {
    screen: "Client settings",
    as: "admin@demo.test",
    path: "/portal/admin/client-settings",
    ready: (p) => expect(p.getByRole("form", { name: "Client settings" })).toBeVisible(),
  },
  {
    screen: "Organisations",
    as: "admin@demo.test",
    path: "/portal/admin/organisations",
    ready: row(/Quarry Works Ltd/),
  },
  {
    screen: "Add organisation dialog",
    as: "admin@demo.test",
    path: "/portal/admin/organisations",
    ready: dialog("Add organisation"),
    open: clickLink("Add organisation"),
  },
  {
    screen: "Organisation actions menu",
    as: "admin@demo.test",
    path: "/portal/admin/organisations",
    ready: rowMenu("Quarry Works Ltd", "View details"),
  },
  { screen: "Users", as: "admin@demo.test", path: "/portal/admin/users", ready: row(/Priya Shah/) },
  {
    screen: "Add user dialog",
    as: "admin@demo.test",
    path: "/portal/admin/users",
    ready: dialog("Add user"),
    open: clickLink("Create user"),
  },
  {
    screen: "Pending invites menu",
    as: "admin@demo.test",
    path: "/portal/admin/users",
    ready: (p) => expect(p.getByText("Pending invitations", { exact: true })).toBeVisible(),
    open: (p) => p.getByRole("button", { name: /^Pending invites/ }).click(),
  },
  {
    screen: "Your profile (client admin)",
    as: "admin@demo.test",
    path: "/portal/admin/your-profile",
    ready: heading("Your profile"),
  },
  {
    screen: "Page not found",
    as: "admin@demo.test",
    path: "/portal/admin/no-such-screen",
    ready: heading("Page not found"),
  },

  // A distributor administrator
  { screen: "Customers", as: "distributor@demo.test", path: "{portal}/organisations", ready: row(/Quarry Works Ltd/) },
  {
    screen: "Link new customer dialog",
    as: "distributor@demo.test",
    path: "{portal}/organisations",
    ready: dialog("Link new customer"),
    open: clickLink("Link new customer"),
  },
  {
    screen: "Organisation details dialog",
    as: "distributor@demo.test",
    path: "{portal}/organisations",
    ready: dialog("Quarry Works Ltd"),
    open: actionsThen("Quarry Works Ltd", "View details"),
  },
  { screen: "Users (distributor)", as: "distributor@demo.test", path: "{portal}/users", ready: row(/Mark Turner/) },
  {
    screen: "Edit user dialog",
    as: "distributor@demo.test",
    path: "{portal}/users",
    ready: dialog("Edit user"),
    open: actionsThen("Mark Turner", "Edit user"),
  },
  {
    screen: "Organisation settings",
    as: "distributor@demo.test",
    path: "{portal}/organisation-settings",
    ready: heading("Northern Hose Supply settings"),
  },
  { screen: "Inspections (distributor)", as: "distributor@demo.test", path: "{portal}/inspections", ready: anyRow },
  {
    screen: "Filter choices opened",
    as: "distributor@demo.test",
    path: "{portal}/inspections",
    ready: (p) => expect(p.getByRole("region", { name: "Filters" }).getByRole("group").first()).toBeVisible(),
    open: (p) => p.getByRole("region", { name: "Filters" }).locator("button[aria-expanded]").first().click(),
    desktopOnly: true,
  },
  {
    screen: "Filters dialog on a phone",
    as: "distributor@demo.test",
    path: "{portal}/inspections",
    ready: dialog("Filters"),
    open: (p) => p.getByRole("button", { name: /^Filters/ }).click(),
    phoneOnly: true,
  },

  // A customer
  { screen: "Inspections (customer)", as: "customer@demo.test", path: "{portal}/inspections", ready: anyRow },
  {
    screen: "Your profile (customer)",
    as: "customer@demo.test",
    path: "{portal}/your-profile",
    ready: heading("Your profile"),
  },
  {
    screen: "Phone menu drawer",
    as: "customer@demo.test",
    path: "{portal}",
    ready: dialog("Menu"),
    open: (p) => p.getByRole("button", { name: "Menu" }).click(),
    phoneOnly: true,
  },
];

test.beforeEach(() => test.setTimeout(60_000));

test("the check itself fails on a label not in the name and on faint text", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("tabpanel", { name: "Login" })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    main.insertAdjacentHTML(
      "beforeend",
      '<button type="button" aria-label="Close">Save changes</button><p style="color:#a3acb5;background:#fff">Faint text</p>',
    );
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("label-content-name-mismatch");
  expect(failure).toContain("color-contrast");
});

/**
 * A persona's saved session, and the path of its landing page read without rendering that page:
 * this spec opens some forty screens, and each goes straight to its own.
 */
const signIn = (page: Page, email: Persona): Promise<string> => switchTo(page, email);

// Read-only screens, each test signed in on its own: they spread over the workers instead of
// keeping one busy with the whole file.
test.describe.configure({ mode: "parallel" });

for (const row of SCREENS) {
  test(`${row.screen} (${row.as ?? "signed out"}) has no WCAG 2.1 A/AA violation`, async ({ page }) => {
    const portal = row.as ? await signIn(page, row.as) : "";
    if (row.phoneOnly) await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(row.path.replace("{portal}", portal));
    // A menu or dialog opened before React took the page over would not open.
    await hydrated(page);
    if (row.open) await row.open(page);
    if (row.phoneOnly || row.desktopOnly) {
      await row.ready(page);
      await expectNoAxeViolations(page);
    } else {
      await expectAccessibleAtBothWidths(page, () => row.ready(page));
    }
  });
}

test("Create your password (from the registration email) and its licence dialog", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("axe");
  await page.goto("/register");
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await panel.getByLabel("First name").fill("Ada");
  await panel.getByLabel("Last name").fill("Lovelace");
  await panel.getByLabel("Email").fill(email);
  await passHumanCheck(page);
  // The register tab with the human check solved and the button enabled.
  await expectAccessibleAtBothWidths(page, () => expect(panel.getByRole("button", { name: "Register" })).toBeEnabled());
  await panel.getByRole("button", { name: "Register" }).click();
  await expectAccessibleAtBothWidths(page, () =>
    expect(panel.getByRole("heading", { name: /Check your email/ })).toBeVisible(),
  );

  await page.goto(linkPath(await waitForEmail(email)));
  await expectAccessibleAtBothWidths(page, () => heading("Create your password")(page));
  await page.getByRole("button", { name: "licence agreement" }).click();
  await expectAccessibleAtBothWidths(page, () => dialog("Licence agreement")(page));
});

/**
 * A client picks one of five colour themes (app/globals.css): the screens that use the theme
 * colours most - the shell, a list with chips and badges, the dashboard, and the rich-text
 * toolbar - are checked under each, switched in place on <html data-theme>.
 */
const THEMED: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: "/portal/admin", ready: heading("Dashboard") },
  { path: "/portal/admin/users", ready: row(/Priya Shah/) },
  { path: "/portal/admin/organisations", ready: row(/Quarry Works Ltd/) },
  {
    path: "/portal/admin/client-settings",
    ready: (p) => expect(p.getByRole("form", { name: "Client settings" })).toBeVisible(),
  },
];
// One page load per screen, its five themes switched in place: colour is what a theme changes,
// so each is checked with axe's contrast rule (the screens' full checks run above, at both
// widths, in the default theme). Each theme at one width, the widths taking turns: a phone's
// cards and a desktop's rows draw their chips, badges and links in the same theme colours, and
// the contrast rule is the dearest of axe's (about a second a check here).
for (const screen of THEMED) {
  test(`${screen.path}: every theme keeps AA contrast`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "admin@demo.test");
    await page.goto(screen.path);
    for (const [i, theme] of ["0", "1", "2", "3", "4"].entries()) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await page.setViewportSize(i % 2 ? VIEWPORTS.desktop : VIEWPORTS.phone);
      await screen.ready(page);
      await expectNoAxeViolations(page, { rules: ["color-contrast"], label: `theme ${theme}` });
    }
  });
}
