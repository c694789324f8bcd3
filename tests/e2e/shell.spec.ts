import { expect, test, type Page } from "@playwright/test";
import { login } from "./support/auth";
import { actAs, openLanding, signedIn, switchTo, type Persona } from "./support/personas";

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link");
const userMenu = (page: Page) => page.getByRole("navigation", { name: "User" }).getByRole("link");

const HOSE_WORK = ["Tagged hoses", "Inspections", "Quote requests"];
/** Client admins, and Admins and Managers of distributors and customers. */
const PACKS = "Compliance packs";

/** SPEC §2.2: the main and user menus of each kind of user. */
const CASES: Array<{ email: Persona; what: string; main: string[]; user: string[] }> = [
  {
    email: "admin@demo.test",
    what: "client admin",
    main: ["Dashboard", "Organisations", "Users", "Configuration library", ...HOSE_WORK, PACKS],
    user: [
      "Your profile",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Client settings",
      "Client manufacturers",
      "Client users",
      "Create new organisation",
      "Logout",
    ],
  },
  {
    email: "system@demo.test",
    what: "system admin (also client admin)",
    main: [
      "Dashboard",
      "Manage clients",
      "Tag management",
      "Organisations",
      "Users",
      "Configuration library",
      ...HOSE_WORK,
      PACKS,
    ],
    user: [
      "Your profile",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Client settings",
      "Client manufacturers",
      "Client users",
      "Logout",
    ],
  },
  {
    email: "distributor@demo.test",
    what: "distributor Admin",
    main: ["Dashboard", "Customers", "Users", "Configuration library", ...HOSE_WORK, PACKS],
    user: [
      "Your profile",
      "Northern Hose Supply settings",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Create new organisation",
      "Logout",
    ],
  },
  {
    email: "manager@demo.test",
    what: "distributor Manager",
    main: ["Dashboard", "Customers", "Users", "Configuration library", ...HOSE_WORK, PACKS],
    user: ["Your profile", "Create new organisation", "Logout"],
  },
  {
    email: "customer@demo.test",
    what: "customer Admin",
    main: ["Dashboard", "Sites & zones", "Users", "Configuration library", ...HOSE_WORK, PACKS],
    user: [
      "Your profile",
      "Quarry Works Ltd settings",
      "Activity",
      "Integrations",
      "Life policies",
      "Competence approvals",
      "Create new organisation",
      "Logout",
    ],
  },
  {
    email: "user@demo.test",
    what: "customer User",
    main: ["Dashboard", "Sites & zones", "Configuration library", ...HOSE_WORK],
    user: ["Your profile", "Create new organisation", "Logout"],
  },
  {
    email: "readonly@demo.test",
    what: "customer Read-only",
    main: ["Dashboard", "Sites & zones", "Configuration library", ...HOSE_WORK],
    user: ["Your profile", "Create new organisation", "Logout"],
  },
  {
    email: "riverside@demo.test",
    what: "customer whose distributor's configurations are hidden",
    main: ["Dashboard", "Sites & zones", "Users", ...HOSE_WORK, PACKS],
    user: [
      "Your profile",
      "Riverside Foods settings",
      "Activity",
      "Integrations",
      "Life policies",
      "Competence approvals",
      "Create new organisation",
      "Logout",
    ],
  },
];

// Read-only screens, each test signed in on its own: they spread over the workers instead of
// keeping one busy with the whole file.
test.describe.configure({ mode: "parallel" });

for (const c of CASES) {
  test.describe(() => {
    test.use({ storageState: signedIn(c.email) });
    test(`menus of a ${c.what} (${c.email})`, async ({ page }) => {
      await openLanding(page);
      await expect(page).toHaveURL(/\/portal\/(admin|[0-9a-f-]{36})$/);
      await expect(mainMenu(page)).toHaveText(c.main);
      await expect(userMenu(page)).toHaveText(c.user);
      // The dashboard is the current page.
      await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    });
  });
}

test("a user of two organisations gets Switch organisations", async ({ page }) => {
  await actAs(page, "multi@demo.test");
  await page.getByRole("link", { name: /Harbour Cranes Ltd/ }).click();
  await expect(userMenu(page)).toHaveText(["Your profile", "Switch organisations", "Logout"]);
  await expect(mainMenu(page)).toHaveText([
    "Dashboard",
    "Sites & zones",
    "Users",
    "Configuration library",
    ...HOSE_WORK,
    PACKS,
  ]);
});

test("the current page is marked, and its dialog routes keep it marked", async ({ page }) => {
  await actAs(page, "admin@demo.test");
  await mainMenu(page).filter({ hasText: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).not.toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Create user" }).click();
  await expect(page.getByRole("dialog", { name: "Add user" })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/add$/);
});

test("on a phone the menu is a drawer: aria-expanded, focus kept inside, Escape closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await actAs(page, "distributor@demo.test");
  // includeHidden: while the drawer is open, Radix hides everything else from assistive tech.
  const menu = page.getByRole("button", { name: "Menu", exact: true, includeHidden: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Customers" })).toBeVisible();
  // Focus is trapped: tabbing round never leaves the drawer.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();

  // Following a link closes the drawer and lands on the page.
  await menu.click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("navigating scrolls back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await actAs(page, "admin@demo.test");
  await mainMenu(page).filter({ hasText: "Organisations" }).click();
  await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await mainMenu(page).filter({ hasText: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown portal URL shows 'Page not found' inside the shell, with the menu", async ({ page }) => {
  await switchTo(page, "admin@demo.test");
  const response = await page.goto("/portal/admin/no-such-screen/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Organisations" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to the Dashboard" }).click();
  await expect(page).toHaveURL(/\/portal\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a system admin's user menu fits a 1280x800 screen, Logout included, and names the role", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Through the form: the logout below ends this session, not the one the other specs share.
  await login(page, "system@demo.test");
  await expect(page).toHaveURL(/\/portal\/admin$/);
  await expect(page.getByTestId("acting-for")).toHaveText("System admin");
  await expect(page.getByRole("navigation", { name: "User" }).getByRole("link", { name: "Logout" })).toBeInViewport({
    ratio: 1,
  });
  // A client admin who is not a system admin keeps the client admin label.
  await page.goto("/logout");
  await actAs(page, "admin@demo.test");
  await expect(page.getByTestId("acting-for")).toHaveText("Client admin");
});
