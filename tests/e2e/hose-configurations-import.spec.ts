import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { openAs } from "./support/personas";
import { downloadFromNewTab } from "./support/downloads";
import { expectAccessibleAtBothWidths } from "./support/axe";

test.beforeEach(() => test.setTimeout(120_000));

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/csv");

async function openImport(page: Page) {
  const base = await openAs(page, "distributor@demo.test", "{portal}/hose-configurations-import");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import hose configs" })).toBeVisible();
  await expect(page.getByLabel("CSV file", { exact: true })).toBeEnabled();
}

test("preview: header errors, row errors shown and their cells marked, a distributor cannot add to the catalogue; the import lands in the library @embedded", async ({
  page,
}, testInfo) => {
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
  // The reasons are on show (no toggle), and the cell they are about is marked in words too.
  await expect(row.getByText("Length is not a number")).toBeVisible();
  await expect(row.getByText("This line will prevent file being imported")).toBeVisible();
  await expect(row.getByText("Creating new config")).toBeVisible();
  await expect(row.getByRole("cell", { name: "Error: (blank)" })).toBeVisible();
  await expect(page.getByTestId("import-row-1").getByRole("cell", { name: "Error: long" })).toBeVisible();

  // ISO-8859-1 accents come through. The demo catalogue has no plain "JIC" and no "Müller":
  // a distributor may not add them to the client-wide catalogue, so each refuses the row.
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(path.join(FIXTURES, "iso-8859-1.csv"));
  await expect(page.getByRole("cell", { name: "Raccord coudé" })).toBeVisible();
  const accented = page.getByTestId("import-row-0");
  await expect(
    accented.getByText('Connection 1 "JIC" is not in the catalogue; ask your client admin to add it'),
  ).toBeVisible();
  await expect(
    accented.getByText('Manufacturer "Müller" is not in the catalogue; ask your client admin to add it'),
  ).toBeVisible();
  await expect(accented.getByRole("cell", { name: "Error: Müller" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole("button", { name: /Process import for 1 configurations/ })).toBeDisabled(),
  );

  // Values of the demo catalogue, with a decimal length (rounded to a whole number).
  const file = testInfo.outputPath("demo-valid.csv");
  await writeFile(
    file,
    [
      await readFile(path.join(FIXTURES, "valid.csv"), "utf8").then((t) => t.split("\r\n")[0]!),
      ',E2E valid A,2SN,"1/2""",250,1000.6,JIC Female,-08,Straight,JIC Female,-08,90 degree,,Parker,1,0,,',
    ].join("\r\n"),
  );
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(file);
  const process = page.getByRole("button", { name: "Process import for 1 configurations" });
  await expect(process).toBeEnabled();
  // A slow network: the library arrives 4 s after the import answered, longer than a notice
  // lasts. The import's result is still there to read on the page it lands on.
  await page.route(
    (url) => url.pathname.endsWith("/hose-configurations"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    },
  );
  await process.click();
  await expect(page.getByRole("heading", { level: 1, name: "Configuration library" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("status").getByText("Imported 1 configurations")).toBeVisible();
  await page.unrouteAll();
  await page.getByLabel("Search").fill("E2E valid A");
  await expect(page.getByRole("row", { name: /E2E valid A/ })).toBeVisible();
});

test("'Download existing' gives the library as the template, sizes as written; re-importing it changes nothing", async ({
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
  const text = await readFile(file, "utf8");
  expect(text).toMatch(/,-\d\d,/);
  expect(text).not.toContain(",'-");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(file);
  await expect(page.getByText("Unchanged").first()).toBeVisible();
  await expect(page.getByText("There are errors in the file")).toHaveCount(0);
  await expect(page.getByText("Creating new config")).toHaveCount(0);
  await expect(page.getByText("Updating config")).toHaveCount(0);
  await expect(
    page.getByText("Every configuration in the file is unchanged: there is nothing to import."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Process import for 0 configurations" })).toBeDisabled();
});

test("a read-only user cannot open the import screen", async ({ page }) => {
  const base = await openAs(page, "readonly@demo.test", "{portal}/hose-configurations-import");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByText("You do not have the correct permissions to access that page")).toBeVisible();
});
