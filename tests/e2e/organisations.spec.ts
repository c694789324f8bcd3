import { expect, test, type Page } from "@playwright/test";
import { landingPath, openAs, signedIn } from "./support/personas";
import { downloadFromNewTab } from "./support/downloads";

const PERMISSIONS = "You do not have the correct permissions to access that page";

/** A name no other test (or earlier run) uses. */
const fresh = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });

async function openRowMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  return page.getByRole("menu", { name: `Actions for ${name}` });
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await expect(page).toHaveURL(/filters=/);
}

test.describe("client admin", () => {
  test.beforeEach(async ({ page }) => {
    await openAs(page, "admin@demo.test", "{portal}/organisations");
    await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  });

  test("a page past the end of the list goes to the last page that exists", async ({ page }) => {
    const path = new URL(page.url()).pathname;
    await page.goto(`${path}?page=99&limit=3`);
    await expect(page).toHaveURL(/page=(?!99)\d+/);
    const text = (await page.getByTestId("displaying").textContent())!;
    const [, from, to, total] = /^Displaying results (\d+) - (\d+) of (\d+)$/.exec(text)!.map(Number);
    expect(to).toBe(total);
    expect(from).toBeGreaterThan(total! - 3);
    const last = Math.ceil(total! / 3);
    await expect(page).toHaveURL(new RegExp(`page=${last}(&|$)`));
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(1);
  });

  test("filters, with the filters in the URL, and pages", async ({ page }) => {
    await expect(page.getByTestId("displaying")).toHaveText(/^Displaying results 1 - \d+ of \d+$/);
    await page.getByLabel("Type").selectOption({ label: "Distributor" });
    await expect(page).toHaveURL(/filters=/);
    const filters = JSON.parse(new URL(page.url()).searchParams.get("filters")!);
    expect(filters).toEqual([{ key: "type", value: "distributor" }]);
    await expect(rowOf(page, "Northern Hose Supply")).toBeVisible();
    await expect(rowOf(page, "Quarry Works Ltd")).toHaveCount(0);
    for (const chip of await page
      .getByRole("cell")
      .filter({ hasText: /^(Distributor|Customer)$/ })
      .allTextContents()) {
      expect(chip).toBe("Distributor");
    }

    await search(page, "no such organisation anywhere");
    await expect(page.getByText("Sorry, no results for your filter")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/filters=/);
    await expect(page.getByLabel("Type")).toHaveValue("");

    // Three a page: a pager appears, and page 2 continues the count.
    await page.goto(`${new URL(page.url()).pathname}?limit=3`);
    await expect(page.getByTestId("displaying")).toHaveText(/^Displaying results 1 - 3 of \d+$/);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("displaying")).toHaveText(/^Displaying results 4 - 6 of \d+$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    // CSV export of the list opens the signed download in a new tab.
    const { download } = await downloadFromNewTab(page, () => page.getByRole("button", { name: "Export CSV" }).click());
    expect(download.suggestedFilename()).toMatch(/^organisations-\d{4}-\d{2}-\d{2}\.csv$/);

    // The 'clear' flag resets the filters.
    await page.goto(
      `${new URL(page.url()).pathname}?clear=1&filters=${encodeURIComponent('[{"key":"type","value":"distributor"}]')}`,
    );
    await expect(rowOf(page, "Quarry Works Ltd")).toBeVisible();
  });

  test("adds, edits, archives (with the exact dialog texts) and unarchives an organisation", async ({ page }) => {
    const name = fresh("E2E Plant");
    await page.getByRole("link", { name: "Add organisation" }).click();
    await expect(page).toHaveURL(/\/organisations\/add$/);
    const add = page.getByRole("dialog", { name: "Add organisation" });
    await expect(add.getByLabel("Organisation name")).toBeFocused();
    await expect(add.getByText("The frequency this organisation requires inspections")).toBeVisible();
    await expect(add.getByText("Hoses installed for more than this time will be due for replacement")).toBeVisible();

    // Server-side validation: every field error under its input.
    await add.getByRole("button", { name: "Add organisation" }).click();
    await expect(add.getByLabel("Organisation name")).toHaveAccessibleDescription("Name is required");
    await expect(add.getByLabel("Town")).toHaveAccessibleDescription("Town is required");

    await add.getByLabel("Organisation name").fill(name);
    await add.getByRole("combobox", { name: "Distributor" }).selectOption({ label: "Northern Hose Supply" });
    await add.getByLabel("Contact name").fill("Erin Tester");
    await add.getByLabel("Contact email").fill("erin@plant.example");
    await add.getByLabel("Address line 1").fill("1 Works Road");
    await add.getByLabel("Town").fill("Sheffield");
    await add.getByLabel("Post code").fill("S1 2AB");
    await add.getByRole("button", { name: "Add organisation" }).click();
    await expect(page.getByTestId("notice")).toHaveText(
      new RegExp(`^${name} has been added, its account code is [A-Z0-9]{6}$`),
    );
    await expect(add).toHaveCount(0);
    await expect(page).toHaveURL(/\/organisations$/);

    await search(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText("Northern Hose Supply");
    await expect(row).toContainText("Sheffield");

    // Edit: the switch and selector are there; the selector never lists the organisation itself.
    let menu = await openRowMenu(page, name);
    await menu.getByRole("menuitem", { name: "Edit organisation" }).click();
    const edit = page.getByRole("dialog", { name: "Edit organisation" });
    await expect(edit.getByRole("switch", { name: "Distributor" })).not.toBeChecked();
    await expect(edit.getByLabel("Organisation name")).toHaveValue(name);
    await edit.getByLabel("Town").fill("Rotherham");
    await edit.getByRole("button", { name: "Save organisation" }).click();
    await expect(page.getByTestId("notice")).toHaveText(`${name} has been saved`);
    await expect(row).toContainText("Rotherham");
    // Focus went back to the row's menu button.
    await expect(page.getByRole("button", { name: `Actions for ${name}` })).toBeFocused();

    // Archive: 'Don't archive' first, then archive.
    menu = await openRowMenu(page, name);
    await menu.getByRole("menuitem", { name: "Archive organisation" }).click();
    const archive = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(archive).toContainText("Archiving this organisation will remove access for all users using it.");
    await expect(archive.getByRole("button", { name: `Archive ${name}` })).toBeVisible();
    await archive.getByRole("button", { name: "Don't archive" }).click();
    await expect(archive).toHaveCount(0);
    await expect(row).toBeVisible();

    menu = await openRowMenu(page, name);
    await menu.getByRole("menuitem", { name: "Archive organisation" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure?" })
      .getByRole("button", { name: `Archive ${name}` })
      .click();
    await expect(page.getByTestId("notice")).toHaveText(`${name} has been archived`);
    await expect(page.getByText("Sorry, no results for your filter")).toBeVisible();

    // Archived organisations: unarchive is direct.
    await page.getByLabel("Status").selectOption({ label: "Archived" });
    await expect(row.getByText("Archived")).toBeVisible();
    menu = await openRowMenu(page, name);
    await expect(menu.getByRole("menuitem", { name: "Archive organisation", exact: true })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: "Unarchive organisation" }).click();
    await expect(page.getByTestId("notice")).toHaveText(`${name} has been unarchived`);
    await expect(page.getByText("Sorry, no results for your filter")).toBeVisible();
  });

  test("a filter value that is not an id is left out, and the list loads with the rest", async ({ page }) => {
    const path = new URL(page.url()).pathname;
    // A hand-edited or stale link: the distributor filter holds no id. It never reaches the database
    // (which would fail the whole load); the status filter beside it still applies.
    const filters = '[{"key":"distributor","value":["not-an-id"]},{"key":"status","value":"archived"}]';
    await page.goto(`${path}?filters=${encodeURIComponent(filters)}`);
    await expect(page.getByRole("alert").filter({ hasText: "There was an error loading your data" })).toHaveCount(0);
    await expect(page.getByLabel("Status")).toHaveValue("archived");
    await expect(page.getByTestId("displaying")).toHaveText(/^Displaying results 1 - \d+ of \d+$/);
  });

  test("a dialog URL visited directly opens over the list, and closes to the list", async ({ page }) => {
    const url = new URL(page.url());
    await page.goto(`${url.pathname}/add`);
    const add = page.getByRole("dialog", { name: "Add organisation" });
    await expect(add).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(add).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${url.pathname}$`));
    await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  });

  test("row actions menu works by keyboard; view details opens and Back closes it", async ({ page }) => {
    const button = page.getByRole("button", { name: "Actions for Quarry Works Ltd" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Actions for Quarry Works Ltd" });
    await expect(menu.getByRole("menuitem", { name: "View details" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Archive organisation", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "View details" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const view = page.getByRole("dialog", { name: "Quarry Works Ltd" });
    await expect(view).toContainText("QUARRY");
    await expect(view).toContainText("Northern Hose Supply");
    await page.goBack();
    await expect(view).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  });
});

test("a distributor links a customer by code, hides and shows its configurations, and unlinks it", async ({ page }) => {
  await openAs(page, "distributor@demo.test", "{portal}/organisations");
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add organisation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Type" })).toHaveCount(0);

  await page.getByRole("link", { name: "Link new customer" }).click();
  const link = page.getByRole("dialog", { name: "Link new customer" });
  await link.getByLabel("Account code").fill("NOPE99");
  await link.getByRole("button", { name: "Link customer" }).click();
  await expect(link.getByLabel("Account code")).toHaveAccessibleDescription(
    /No customer was found with that account code/,
  );
  await link.getByLabel("Account code").fill("moorld");
  await link.getByRole("button", { name: "Link customer" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Moorland Farms is now linked to your account");
  const row = rowOf(page, "Moorland Farms");
  await expect(row).toBeVisible();
  await expect(row.getByText("Configs hidden")).toHaveCount(0);

  let menu = await openRowMenu(page, "Moorland Farms");
  await menu.getByRole("menuitem", { name: "Hide configurations" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Configurations are now hidden from Moorland Farms");
  await expect(row.getByText("Configs hidden")).toBeVisible();
  menu = await openRowMenu(page, "Moorland Farms");
  await menu.getByRole("menuitem", { name: "Show configurations" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Configurations are now visible to Moorland Farms");
  await expect(row.getByText("Configs hidden")).toHaveCount(0);

  menu = await openRowMenu(page, "Moorland Farms");
  await menu.getByRole("menuitem", { name: "Unlink customer" }).click();
  await expect(page).toHaveURL(/\/organisations\/link\/MOORLD$/);
  const unlink = page.getByRole("dialog", { name: "Unlink customer" });
  await expect(unlink).toContainText("Moorland Farms (MOORLD) is linked to your account.");
  await unlink.getByRole("button", { name: "Unlink customer" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Moorland Farms has been unlinked");
  await expect(row).toHaveCount(0);
});

test("a distributor adds a customer of its own and edits it from the Customers screen", async ({ page }) => {
  const name = fresh("E2E Customer");
  await openAs(page, "distributor@demo.test", "{portal}/organisations");
  await page.getByRole("link", { name: "Add customer" }).click();
  const add = page.getByRole("dialog", { name: "Add customer" });
  // The type switch and distributor choice are a client admin's: a distributor's customer is its own.
  await expect(add.getByLabel("Distributor")).toHaveCount(0);
  await add.getByRole("button", { name: "Add customer" }).click();
  await expect(add.getByLabel("Organisation name")).toHaveAccessibleDescription(/Name is required/);
  await add.getByLabel("Organisation name").fill(name);
  await add.getByLabel("Contact name").fill("Pat Buyer");
  await add.getByLabel("Contact email").fill("pat.buyer@customer.example");
  await add.getByLabel("Address line 1").fill("1 Mill Lane");
  await add.getByLabel("Town").fill("Leeds");
  await add.getByLabel("Post code").fill("LS1 1AA");
  await add.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByTestId("notice")).toHaveText(
    new RegExp(`^${name} has been added, its account code is [A-Z0-9]{6}$`),
  );
  const row = rowOf(page, name);
  await expect(row).toBeVisible();

  const menu = await openRowMenu(page, name);
  await menu.getByRole("menuitem", { name: "Edit customer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit customer" });
  await expect(edit.getByLabel("Town")).toHaveValue("Leeds");
  await edit.getByLabel("Town").fill("York");
  await edit.getByRole("button", { name: "Save customer" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been saved`);
  await expect(row.getByRole("cell", { name: "York" })).toBeVisible();
  // Archiving stays a client admin's right.
  await expect((await openRowMenu(page, name)).getByRole("menuitem", { name: /Archive/ })).toHaveCount(0);
});

test("a distributor Manager links but does not export", async ({ page }) => {
  await openAs(page, "manager@demo.test", "{portal}/organisations");
  await expect(page.getByRole("link", { name: "Link new customer" })).toBeVisible();
  // Managers are not Admins: no export (SPEC §6).
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
});

for (const email of ["customer@demo.test", "readonly@demo.test"] as const) {
  test.describe(() => {
    test.use({ storageState: signedIn(email) });
    test(`a customer (${email}) is refused with the permissions message`, async ({ page }) => {
      const portal = await landingPath(email);
      await page.goto(`${portal}/organisations`);
      await expect(page).toHaveURL(new RegExp(`${portal.replace(/[/.]/g, "\\$&")}(\\?|$)`));
      await expect(page.getByTestId("notice")).toHaveText(PERMISSIONS);
      // The dialog routes are guarded too.
      await page.goto(`${portal}/organisations/link/MOORLD`);
      await expect(page.getByTestId("notice")).toHaveText(PERMISSIONS);
    });
  });
}
