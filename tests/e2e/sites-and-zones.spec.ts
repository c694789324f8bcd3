import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { openAs, type Persona } from "./support/personas";

/**
 * SitesAndZones (SPEC §2.1, 2.5): a customer Admin builds and reshapes a tree through the dialog
 * routes; a distributor picks its customer; read-only users see the tree and quick view only;
 * axe finds no WCAG 2.1 A/AA violation on the screen and a dialog at both widths. Names are
 * unique per run: other specs share the seeded database.
 */

test.beforeEach(() => test.setTimeout(90_000));

const unique = () => Math.random().toString(36).slice(2, 8);

async function openSites(page: Page, email: Persona): Promise<string> {
  const base = await openAs(page, email, "{portal}/sites-and-zones");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sites & zones" })).toBeVisible();
  return base;
}

const tree = (page: Page) => page.getByRole("region", { name: "Sites and zones" });
const node = (page: Page, name: string) => tree(page).getByRole("button", { name, exact: true });

async function nodeMenu(page: Page, trail: string, item: "Add zone" | "Edit" | "Delete") {
  await page.getByRole("button", { name: `Actions for ${trail}`, exact: true }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

async function search(page: Page, text: string) {
  await tree(page).getByLabel("Search sites and zones").fill(text);
}

test("a customer Admin adds a site and zones, renames, moves and deletes them, seeing the trails", async ({ page }) => {
  const id = unique();
  const site = `E2E Site ${id}`;
  const zoneA = `Bay ${id}`;
  const zoneB = `Press ${id}`;
  await openSites(page, "customer@demo.test");
  await expect(node(page, "Main Quarry")).toBeVisible();

  await page.getByRole("link", { name: "Add site" }).click();
  let dialog = page.getByRole("dialog", { name: "Add site" });
  await dialog.getByRole("button", { name: "Add site" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(site);
  await dialog.getByRole("button", { name: "Add site" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${site} has been added`);
  await expect(node(page, site)).toBeVisible();

  await nodeMenu(page, site, "Add zone");
  dialog = page.getByRole("dialog", { name: "Add zone" });
  await expect(dialog.getByText(`The new zone goes under ${site}.`)).toBeVisible();
  await dialog.getByLabel("Name").fill(zoneA);
  await dialog.getByRole("button", { name: "Add zone" }).click();
  await expect(dialog).toBeHidden();
  await expect(node(page, zoneA)).toBeVisible();

  await nodeMenu(page, `${site} > ${zoneA}`, "Add zone");
  dialog = page.getByRole("dialog", { name: "Add zone" });
  await dialog.getByLabel("Name").fill(zoneB);
  await dialog.getByRole("button", { name: "Add zone" }).click();
  await expect(dialog).toBeHidden();
  await expect(node(page, zoneB)).toBeVisible();

  // A sibling with the same name (any case) is refused under the field.
  await nodeMenu(page, site, "Add zone");
  dialog = page.getByRole("dialog", { name: "Add zone" });
  await dialog.getByLabel("Name").fill(zoneA.toUpperCase());
  await dialog.getByRole("button", { name: "Add zone" }).click();
  await expect(dialog.getByText("A site or zone with this name already exists here")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The search lists matching trails.
  await search(page, id);
  await expect(tree(page).getByRole("status")).toHaveText("3 matching sites and zones");
  await expect(node(page, `${site} > ${zoneA} > ${zoneB}`)).toBeVisible();
  await search(page, "");

  // Rename the middle zone: the trail below it follows.
  await nodeMenu(page, `${site} > ${zoneA}`, "Edit");
  dialog = page.getByRole("dialog", { name: "Edit zone" });
  await expect(dialog.getByLabel("Name")).toHaveValue(zoneA);
  // Neither the zone itself nor its own zones are offered as its new place.
  await expect(dialog.getByRole("option", { name: `${site} > ${zoneA} > ${zoneB}` })).toHaveCount(0);
  await dialog.getByLabel("Name").fill(`${zoneA} renamed`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${zoneA} renamed has been saved`);
  await search(page, id);
  await expect(node(page, `${site} > ${zoneA} renamed > ${zoneB}`)).toBeVisible();
  await search(page, "");

  // Move the deepest zone to the top level: it becomes a site.
  await nodeMenu(page, `${site} > ${zoneA} renamed > ${zoneB}`, "Edit");
  dialog = page.getByRole("dialog", { name: "Edit zone" });
  await dialog.getByLabel("Located in").selectOption({ label: "Top level (site)" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await search(page, id);
  await expect(tree(page).getByRole("status")).toHaveText("3 matching sites and zones");
  await expect(node(page, zoneB)).toBeVisible();
  await expect(node(page, `${site} > ${zoneA} renamed`)).toBeVisible();
  await search(page, "");

  // The quick view: trail, counts and the hoses link filtered to the zone.
  await node(page, site).click();
  const quickView = page.getByRole("complementary", { name: site });
  await expect(quickView.getByText(site, { exact: true }).last()).toBeVisible();
  await expect(quickView.getByTestId("site-child-count")).toHaveText("1");
  await expect(quickView.getByTestId("site-hose-count")).toHaveText("0");
  const href = await quickView.getByRole("link", { name: "View hoses" }).getAttribute("href");
  expect(decodeURIComponent(href!)).toMatch(/\/hoses\?filters=\[\{"key":"zone","value":"[0-9a-f-]{36}"\}\]$/);

  // A site with active hoses below cannot be deleted: the dialog says why, and its Delete is
  // disabled (described by that reason) rather than failing after the click.
  await nodeMenu(page, "Main Quarry", "Delete");
  dialog = page.getByRole("dialog", { name: "Delete site" });
  await expect(dialog.getByText("Main Quarry", { exact: true })).toBeVisible();
  const remove = dialog.getByRole("button", { name: "Delete" });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(
    /\d+ active hoses are installed here or below: move or uninstall them first\./,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Delete the moved site, then the first one with the zone under it.
  await nodeMenu(page, zoneB, "Delete");
  dialog = page.getByRole("dialog", { name: "Delete site" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${zoneB} has been deleted`);
  await expect(node(page, zoneB)).toBeHidden();
  await nodeMenu(page, site, "Delete");
  dialog = page.getByRole("dialog", { name: "Delete site" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${site} and the zone under it have been deleted`);
  await expect(node(page, site)).toBeHidden();
  await expect(node(page, `${zoneA} renamed`)).toBeHidden();
});

test("a distributor picks its customer and sees the tree; the choice stays in the URL", async ({ page }) => {
  const base = await openSites(page, "distributor@demo.test");
  await expect(page.getByText("Choose a customer to see its sites and zones.")).toBeVisible();
  const picker = page.getByLabel("Customer");
  await expect(picker.getByRole("option", { name: "Quarry Works Ltd" })).toHaveCount(1);
  await picker.selectOption({ label: "Quarry Works Ltd" });
  await expect(page).toHaveURL(/sites-and-zones\?customer=[0-9a-f-]{36}$/);
  await expect(node(page, "Main Quarry")).toBeVisible();
  await expect(node(page, "Crusher Plant")).toBeVisible();
  // The distributor's Admin may change its customer's tree.
  await expect(page.getByRole("link", { name: "Add site" })).toBeVisible();
  await page.reload();
  await expect(node(page, "Main Quarry")).toBeVisible();
  await expect(page.getByLabel("Customer")).toHaveValue(/[0-9a-f-]{36}/);

  // The Customers list links each customer to this screen.
  await page.goto(`${base}/organisations`);
  await page.getByRole("button", { name: "Actions for Quarry Works Ltd" }).click();
  await page.getByRole("menuitem", { name: "Sites & zones" }).click();
  await expect(page).toHaveURL(/sites-and-zones\?customer=[0-9a-f-]{36}$/);
  await expect(node(page, "Main Quarry")).toBeVisible();
});

test("a read-only user sees the tree and quick view (with Retry after a failed load) but no change actions", async ({
  page,
}) => {
  const base = await openSites(page, "readonly@demo.test");
  await expect(node(page, "Main Quarry")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add site" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);

  // The first quick-view load fails (the server action's request is aborted); Retry loads it.
  let failNext = true;
  await page.route(/\/sites-and-zones/, async (route) => {
    const request = route.request();
    if (failNext && request.method() === "POST" && request.headers()["next-action"]) {
      failNext = false;
      return route.abort();
    }
    return route.continue();
  });
  await node(page, "Crusher Plant").click();
  const quickView = page.getByRole("complementary", { name: "Crusher Plant" });
  await expect(quickView.getByText("Main Quarry > Crusher Plant")).toBeVisible();
  await expect(quickView.getByRole("alert")).toContainText("There was an error loading your data");
  await quickView.getByRole("button", { name: "Retry" }).click();
  await expect(quickView.getByTestId("site-child-count")).toHaveText("2");
  await expect(quickView.getByTestId("site-hose-count")).not.toHaveText("0");
  await expect(quickView.getByRole("link", { name: "View hoses" })).toBeVisible();

  // The dialog routes are adminRole.
  await page.goto(`${base}/sites-and-zones/add/${base.split("/").pop()}`);
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});

test("axe: no WCAG 2.1 A/AA violation on the screen and a dialog, at desktop and phone widths", async ({ page }) => {
  await openSites(page, "customer@demo.test");
  await node(page, "Crusher Plant").click();
  await expect(
    page.getByRole("complementary", { name: "Crusher Plant" }).getByRole("link", { name: "View hoses" }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(node(page, "Main Quarry")).toBeVisible();
  });

  await nodeMenu(page, "Main Quarry > Crusher Plant", "Edit");
  const dialog = page.getByRole("dialog", { name: "Edit zone" });
  await expect(dialog.getByLabel("Located in")).toBeVisible();
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(dialog.getByLabel("Name")).toBeVisible();
  });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The client admin's customer picker too.
  await page.context().clearCookies();
  await openAs(page, "admin@demo.test", "/portal/admin/sites-and-zones");
  await page.getByLabel("Customer").selectOption({ label: "Quarry Works Ltd" });
  await expect(node(page, "Main Quarry")).toBeVisible();
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(page.getByLabel("Customer")).toBeVisible();
  });
});

test("on a phone, the details of a tapped zone are brought into view below the tree", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSites(page, "customer@demo.test");
  await node(page, "Crusher Plant").click();
  const quickView = page.getByRole("complementary", { name: "Crusher Plant" });
  await expect(quickView.getByRole("link", { name: "View hoses" })).toBeInViewport();
  await expect(quickView.getByRole("heading", { name: "Crusher Plant" })).toBeFocused();
});
