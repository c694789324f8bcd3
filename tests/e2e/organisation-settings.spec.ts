import { expect, test, type Page } from "@playwright/test";
import { switchTo, type Persona } from "./support/personas";

async function portalOf(page: Page, email: Persona): Promise<string> {
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

test.beforeEach(() => test.setTimeout(60_000));

test("an organisation Admin saves the settings and sees them after a reload", async ({ page }) => {
  const portal = await portalOf(page, "customer@demo.test");
  await page.goto(`${portal}/organisation-settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Quarry Works Ltd settings" })).toBeVisible();

  const manufacturerLevel = page.getByRole("group", { name: "Manufacturer", exact: true });
  const prominent = page.getByRole("group", { name: /Prominent manufacturers/ });
  const firstManufacturer = prominent.getByRole("checkbox").first();
  const wasChecked = await firstManufacturer.isChecked();
  const inspection = page.getByLabel("Inspection timeline (months)");
  const before = await inspection.inputValue();

  await inspection.fill("7");
  await manufacturerLevel.getByRole("radio", { name: "Required" }).check();
  await firstManufacturer.setChecked(!wasChecked);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Settings saved");

  await page.reload();
  await expect(page.getByLabel("Inspection timeline (months)")).toHaveValue("7");
  await expect(manufacturerLevel.getByRole("radio", { name: "Required" })).toBeChecked();
  expect(await firstManufacturer.isChecked()).toBe(!wasChecked);

  // Field errors come back under their inputs and nothing typed is lost.
  await page.getByLabel("Replacement timeline (months)").fill("0");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Replacement timeline must be at least 1 month")).toBeVisible();
  await expect(page.getByLabel("Replacement timeline (months)")).toHaveValue("0");

  // Put the shared demo organisation back as it was.
  await page.reload();
  await page.getByLabel("Inspection timeline (months)").fill(before);
  await manufacturerLevel.getByRole("radio", { name: "Optional" }).check();
  await firstManufacturer.setChecked(wasChecked);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Settings saved");
});

test("a Manager is refused organisation settings", async ({ page }) => {
  const portal = await portalOf(page, "manager@demo.test");
  await page.goto(`${portal}/organisation-settings`);
  await expect(page).toHaveURL(new RegExp(`${portal}(\\?|$)`));
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});
