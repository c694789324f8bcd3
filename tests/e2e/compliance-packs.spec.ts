import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { landingPath, signedIn } from "./support/personas";

/**
 * A distributor asks for the compliance pack of its customer's site (from the site's
 * quick view in Sites & zones), watches the queued job finish on the page (the server's pg-boss
 * worker builds it) and downloads the PDF. The menu item is covered by tests/e2e/shell.spec.ts.
 */
test.use({ storageState: signedIn("distributor@demo.test") });

test("a distributor creates a site's compliance pack from Sites & zones, sees it finish and downloads it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The way in from a site: Sites & zones, the customer, the site's quick view.
  const portal = await landingPath("distributor@demo.test");
  expect(portal).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await page.goto(`${portal}/sites-and-zones`);
  await page.getByLabel("Customer").selectOption({ label: "Quarry Works Ltd" });
  await page
    .getByRole("region", { name: "Sites and zones" })
    .getByRole("button", { name: "Main Quarry", exact: true })
    .click();
  await page.getByRole("complementary", { name: "Main Quarry" }).getByRole("link", { name: "Compliance pack" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Compliance packs" })).toBeVisible();
  await expect(page.getByLabel("Customer")).toHaveValue(/[0-9a-f-]{36}/);
  const form = page.getByRole("form", { name: "New compliance pack of Quarry Works Ltd" });
  await expect(form.getByLabel("Site").locator("option:checked")).toHaveText("Main Quarry");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create compliance pack" }).click();
  // (already: a retry of this test finds its first pack still in the queue)
  await expect(page.getByTestId("notice")).toHaveText(
    /^The compliance pack of Quarry Works Ltd is (already )?being prepared$/,
  );

  // The job runs in the server (pg-boss); the page polls until the download is offered.
  const item = page.getByRole("listitem", { name: "Main Quarry" }).first();
  const download = item.getByRole("button", { name: /^Download PDF of Main Quarry/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText(/Requested by Priya Shah on \d\d\/\d\d\/\d{4} - \d+ hoses/);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^compliance-pack-quarry-works-ltd-\d{4}-\d\d-\d\d\.pdf$/);
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
  const text = spawnSync("pdftotext", [path, "-"]).stdout?.toString() ?? "";
  if (text) {
    expect(text).toContain("Quarry Works Ltd");
    expect(text).toContain("Main Quarry");
  }
});
