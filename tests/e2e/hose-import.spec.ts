import { readFile, writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { HOSE_TEMPLATE_HEADERS } from "@/lib/hoses/import/template";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { downloadFromNewTab } from "./support/downloads";
import { hostUrl } from "../../playwright.config";
import { apiGet, apiLogin } from "./support/api";
import { openAs } from "./support/personas";

test.beforeEach(() => test.setTimeout(120_000));

// Enough rows for several to share each new zone; the import of a large fleet is timed by
// scripts/bench-hose-import.ts, not here.
const ROWS = 60;
const BAD_ROW = 37;

/**
 * A file of ROWS rows for a customer of this run's own: hoses under a site of this run's own (so its zones are new
 * every run), without tags (the demo client's tags come from batches), one row naming a
 * configuration that does not exist unless `fixed`.
 */
function fleetFile(run: string, fixed: boolean): string {
  const lines = [HOSE_TEMPLATE_HEADERS.join(",")];
  for (let i = 1; i <= ROWS; i++) {
    const n = String(i).padStart(3, "0");
    const configuration = i === BAD_ROW && !fixed ? `No such configuration ${run}` : "";
    lines.push(
      [
        "",
        `E2E ${run} hose ${n}`,
        `E2E site ${run} > Area ${(i % 4) + 1} > Bay ${(i % 5) + 1}`,
        configuration,
        "Parker",
        "01/02/2024",
        "2024-02-10",
        "2024-03-01",
        i % 2 ? "2024-09-01" : "",
        i % 2 ? "Good" : "",
        i % 2 ? "Pat Inspector" : "",
        "",
        "",
        i % 3 ? 1 : 0,
        "",
        "",
        i === 1 ? 'Has "quotes", commas; and a semicolon' : "",
      ]
        .map((c) => (/[",;]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c)))
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/**
 * A customer of Northern Hose Supply made for this run: the imported hoses would otherwise lead
 * the hose lists of the demo customers that other specs read.
 */
async function freshCustomer(page: Page, run: string): Promise<string> {
  const token = await apiLogin(page.request, "distributor@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(page.request, "/me", token);
  const northern = me.organisations.find((o) => o.name === "Northern Hose Supply")!;
  const name = `E2E import customer ${run}`;
  const created = await page.request.post(`${hostUrl("localhost")}/api/v1/organisations`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": northern.id },
    data: {
      name,
      contactName: "Import Test",
      contactEmail: "import@example.test",
      addressLine1: "1 Test Road",
      town: "Leeds",
      postCode: "LS1 1AA",
      isDistributor: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

async function openImport(page: Page, customer: string) {
  const base = await openAs(page, "manager@demo.test", "{portal}/hoses-import");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import hoses" })).toBeVisible();
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: customer });
  await expect(page.getByLabel("CSV file", { exact: true })).toBeEnabled();
}

test(`a ${ROWS}-row fleet: an error row blocks, fixed it imports with its new zones, re-imports with no change and exports back`, async ({
  page,
}, testInfo) => {
  const run = `${Date.now().toString(36)}`;
  const customer = await freshCustomer(page, run);
  await openImport(page, customer);
  const input = page.getByLabel("CSV file", { exact: true });

  const broken = testInfo.outputPath("fleet-broken.csv");
  await writeFile(broken, fleetFile(run, false), "latin1");
  await input.setInputFiles(broken);
  await expect(page.getByText("There are errors in the file. Please fix them before importing")).toBeVisible();
  const bad = page.getByTestId(`import-row-${BAD_ROW - 1}`);
  await expect(
    bad.getByText(
      `Configuration "No such configuration ${run}" is not in this customer's or its distributor's library`,
    ),
  ).toBeVisible();
  await expect(bad.getByText("This line will prevent file being imported")).toBeVisible();
  await expect(page.getByRole("button", { name: `Process import for ${ROWS} hoses` })).toBeDisabled();
  // The first row names the new site, its area and its bay: a warning each.
  await expect(
    page.getByTestId("import-row-0").getByText(`New location: E2E site ${run} will be created`),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, () => expect(bad).toBeVisible());

  const fixed = testInfo.outputPath("fleet.csv");
  await writeFile(fixed, fleetFile(run, true), "latin1");
  await input.setInputFiles(fixed);
  // The browser parses and checks all the rows again and redraws the preview: on a busy CI
  // machine that takes longer than an assertion's default 5 s.
  await expect(page.getByText("There are warnings in the file. Please review them before importing")).toBeVisible({
    timeout: 20_000,
  });
  const process = page.getByRole("button", { name: `Process import for ${ROWS} hoses` });
  await expect(process).toBeEnabled();
  await process.click();
  await expect(page.getByRole("heading", { level: 1, name: "Tagged hoses" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Imported hoses: ${ROWS} created, 0 updated, 0 unchanged`)).toBeVisible();

  // The same file again: every row matches its hose by name, nothing to do.
  await page.getByRole("link", { name: "Import hoses" }).click();
  // The hose list has a Customer filter of its own: the import screen must be open first.
  await expect(page.getByRole("heading", { level: 1, name: "Import hoses" })).toBeVisible();
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: customer });
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(fixed);
  await expect(page.getByText("Every hose in the file is unchanged: there is nothing to import.")).toBeVisible();
  await expect(page.getByText("Creating new hose")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Process import for 0 hoses" })).toBeDisabled();

  // 'Download existing' holds the imported hoses, and imports back unchanged too.
  const { download, tab } = await downloadFromNewTab(page, () =>
    page.getByRole("button", { name: "Download existing" }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^hoses-existing-\d{4}-\d\d-\d\d\.csv$/);
  const exported = testInfo.outputPath("existing.csv");
  await download.saveAs(exported);
  await tab.close().catch(() => undefined);
  const text = await readFile(exported, "utf8");
  // The last row: ROWS is a multiple of 4 and of 5, so its place is Area 1 > Bay 1.
  expect(text).toContain(`E2E ${run} hose ${String(ROWS).padStart(3, "0")},E2E site ${run} > Area 1 > Bay 1`);
  expect(text).toContain('"Has ""quotes"", commas; and a semicolon"');
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(exported);
  await expect(page.getByText("Every hose in the file is unchanged: there is nothing to import.")).toBeVisible();
  await expect(page.getByText("There are errors in the file")).toHaveCount(0);
});

test("a customer User cannot open the hose import", async ({ page }) => {
  expect(await openAs(page, "user@demo.test", "{portal}/hoses-import")).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByText("You do not have the correct permissions to access that page")).toBeVisible();
});
