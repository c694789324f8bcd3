import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { login } from "./support/auth";

/**
 * Issue 16: a distributor asks for the compliance pack of its customer's site, watches the
 * queued job finish on the page (the server's pg-boss worker builds it) and downloads the PDF.
 */
test("a distributor creates a site's compliance pack, sees it finish and downloads it", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "distributor@demo.test");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Compliance packs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compliance packs" })).toBeVisible();
  await page.getByLabel("Customer").selectOption({ label: "Quarry Works Ltd" });
  const form = page.getByRole("form", { name: "New compliance pack of Quarry Works Ltd" });
  await form.getByLabel("Site").selectOption({ label: "Main Quarry" });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create compliance pack" }).click();
  await expect(page.getByTestId("notice")).toHaveText("The compliance pack of Quarry Works Ltd is being prepared");

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
