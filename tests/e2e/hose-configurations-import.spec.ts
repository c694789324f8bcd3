import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { login } from "./support/auth";
import { downloadFromNewTab } from "./support/downloads";
import { expectAccessibleAtBothWidths } from "./support/axe";

test.beforeEach(() => test.setTimeout(120_000));

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/csv");

async function openImport(page: Page) {
  await login(page, "distributor@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "Configuration library" }).first().click();
  await page.getByRole("link", { name: "Import hose configs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import hose configs" })).toBeVisible();
  await expect(page.getByLabel("CSV file", { exact: true })).toBeEnabled();
}

test("preview: header errors, row errors block the import, warnings do not; the import lands in the library", async ({
  page,
}) => {
  await openImport(page);

  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "wrong-header.csv"));
  const fileErrors = page.getByRole("region", { name: "2. Choose a file" }).getByRole("alert");
  await expect(fileErrors).toContainText("Expected Bore size but got Bore");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "wrong-column-count.csv"));
  await expect(fileErrors).toContainText("CSV does not match template");

  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "error-length.csv"));
  await expect(page.getByText("There are errors in the file. Please fix them before importing")).toBeVisible();
  await expect(page.getByRole("button", { name: "Process import for 2 configurations" })).toBeDisabled();
  const row = page.getByTestId("import-row-0");
  await row.getByText(/^Error \(\d+\)$/).click();
  await expect(row.getByText("Length is not a number")).toBeVisible();
  await expect(row.getByText("This line will prevent file being imported")).toBeVisible();
  await expect(row.getByText("Creating new config")).toBeVisible();

  // ISO-8859-1 accents come through; the demo catalogue has no plain "JIC": a warning, not a block.
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "iso-8859-1.csv"));
  await expect(page.getByText("There are warnings in the file. Please review them before importing")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Raccord coudé" })).toBeVisible();
  await page
    .getByTestId("import-row-0")
    .getByText(/^Warning \(\d+\)$/)
    .click();
  await expect(page.getByTestId("import-row-0").getByText("Connection 1 is new")).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole("button", { name: /Process import for 1 configurations/ })).toBeVisible(),
  );

  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "valid.csv"));
  const process = page.getByRole("button", { name: "Process import for 3 configurations" });
  await expect(process).toBeEnabled();
  await process.click();
  await expect(page.getByRole("heading", { level: 1, name: "Configuration library" })).toBeVisible();
  await page.getByLabel("Search").fill("Valid B");
  await expect(page.getByRole("row", { name: /Valid B/ })).toBeVisible();
});

test("'Download existing' gives the library as the template; re-importing it reads 'Updating config' for every row", async ({
  page,
}, testInfo) => {
  await openImport(page);
  const { download, tab } = await downloadFromNewTab(page, () =>
    page.getByRole("button", { name: "Download existing" }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^hose-configurations-existing-\d{4}-\d\d-\d\d\.csv$/);
  const file = testInfo.outputPath("existing.csv");
  await download.saveAs(file);
  await tab.close().catch(() => undefined);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("button", { name: /Process import for \d+ configurations/ })).toBeEnabled();
  await expect(page.getByText("There are errors in the file")).toHaveCount(0);
  await expect(page.getByText("Creating new config")).toHaveCount(0);
  await expect(page.getByText("Updating config").first()).toBeVisible();
});

test("a read-only user cannot open the import screen", async ({ page }) => {
  await login(page, "readonly@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;
  await page.goto(`${base}/hose-configurations-import`);
  await expect(page.getByText("You do not have the correct permissions to access that page")).toBeVisible();
});
