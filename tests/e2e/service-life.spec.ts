import { expect, test, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { actAs, openAs } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";

/**
 * Service life: a hose retired with a reason; a hose replaced in place, its successor linked
 * both ways; the analytics screen drawing its survival curve on the demo data.
 */
test.beforeEach(() => test.setTimeout(120_000));

type Row = { id: string; tagId: string | null; name: string | null; organisationZoneId: string | null };

/** Installed demo hoses of Quarry Works Ltd, from the end of the list (other specs start at the top). */
async function quarryHoses(page: Page): Promise<{ base: string; hoses: Row[] }> {
  const request = page.request;
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const org = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const list = await apiGet<{ items: Row[] }>(request, "/hoses?limit=100", token, { organisationId: org });
  const hoses = list.items.filter((h) => h.organisationZoneId && h.tagId && h.name).reverse();
  await actAs(page, "customer@demo.test");
  return { base: `/portal/${org}/hoses`, hoses };
}

test("a hose is retired with a reason from the list", async ({ page }) => {
  const { base, hoses } = await quarryHoses(page);
  const hose = hoses[0]!;
  await page.goto(`${base}/${hose.id}`);
  await page.getByRole("link", { name: "Archive", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Archive note" });
  await expect(dialog.getByRole("button", { name: "Archive" })).toBeDisabled();
  await dialog.getByRole("combobox", { name: "Reason for retirement" }).selectOption({
    label: "In-service failure: abrasion",
  });
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(dialog).toBeHidden();
  const life = page.getByRole("region", { name: "Service life" });
  await expect(life.getByText("In-service failure: abrasion")).toBeVisible();
});

test("a hose is replaced in place; predecessor and successor link both ways", async ({ page }) => {
  const { base, hoses } = await quarryHoses(page);
  const old = hoses[1]!;
  await page.goto(`${base}/${old.id}`);
  await expect(
    page
      .getByRole("region", { name: "Service life" })
      .getByText(/\((.+) (settings|policy|value)\)/)
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "Replace with a new hose" }).click();
  const dialog = page.getByRole("dialog", { name: "Replace with a new hose" });
  await dialog
    .getByRole("combobox", { name: "Why is it retired?" })
    .selectOption({ label: "In-service failure: crimp leak" });
  // The old tag moves to the new hose; the zone and configuration come prefilled.
  await dialog.getByLabel("Tag id").fill(old.tagId!);
  await dialog.getByLabel("Name / reference").fill(`${old.name} new`);
  await dialog.getByLabel("Build date").pressSequentially("01012026");
  await dialog.getByLabel("Installation date").pressSequentially("15012026");
  await dialog.getByRole("button", { name: "Replace hose" }).click();
  await expect(dialog).toBeHidden();

  // The old hose names its successor...
  const oldLife = page.getByRole("region", { name: "Service life" });
  await expect(oldLife.getByText("In-service failure: crimp leak")).toBeVisible();
  await oldLife.getByRole("link", { name: `${old.name} new` }).click();
  // ...whose page names the old one, and the link leads back.
  await expect(page.getByRole("heading", { level: 1, name: `${old.name} new` })).toBeVisible();
  const newLife = page.getByRole("region", { name: "Service life" });
  await expect(newLife.getByText("Replaces")).toBeVisible();
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(newLife).toBeVisible();
  });
  await newLife.getByRole("link", { name: old.name! }).click();
  await expect(page).toHaveURL(new RegExp(`/hoses/${old.id}$`));
});

test("the service-life screen draws a survival curve on the demo data", async ({ page }) => {
  await openAs(page, "admin@demo.test", "/portal/admin/service-life");
  await expect(page.getByRole("heading", { level: 1, name: "Service life" })).toBeVisible();
  const chart = page.getByTestId("survival-chart");
  await expect(chart).toHaveAttribute("data-drawn", "true");
  await expect(chart.locator("canvas")).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top failure modes" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(chart).toHaveAttribute("data-drawn", "true");
  });
  await page.getByRole("link", { name: "Site", exact: true }).click();
  await expect(page).toHaveURL(/groupBy=site/);
  await expect(page.getByTestId("survival-chart")).toHaveAttribute("data-drawn", "true");
});
