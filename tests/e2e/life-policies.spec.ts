import { expect, test } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { withDb } from "./support/db";
import { landingPath, signedIn } from "./support/personas";

/**
 * The screens that finish service life and inspections: life policies (set, then cleared so the
 * demo hoses keep their dates), the 'Why these dates?' explanation on the hose list, the
 * inspection rules of a customer's settings, and the competence approvals, each checked with axe
 * at desktop and 390 px. Riverside Foods' Admin works here: its settings are no other spec's.
 */
const ADMIN = "riverside@demo.test";
test.use({ storageState: signedIn(ADMIN) });
test.beforeEach(() => test.setTimeout(120_000));

test("an Admin sets a life policy on its organisation, then clears it", async ({ page }) => {
  const base = await landingPath(ADMIN);
  await page.goto(`${base}/life-policies`);
  await expect(page.getByRole("heading", { level: 1, name: "Life policies" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole("heading", { name: "Set a policy" })).toBeVisible(),
  );

  const form = page.locator("section", { has: page.getByRole("heading", { name: "Set a policy" }) });
  await form.getByLabel("Level").selectOption({ label: "Customer" });
  await expect(form.getByLabel("Set on")).toHaveValue(base.split("/").pop()!);
  await form.getByLabel(/^Maximum storage \(months\)/).fill("0");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(form.getByText("Maximum storage must be at least 1 month")).toBeVisible();

  await form.getByLabel(/^Maximum storage \(months\)/).fill("30");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText(/^Life policy saved; \d+ hoses? rescheduled$/)).toBeVisible();
  const table = page.getByRole("table", { name: "Policies in force" });
  await expect(table.getByRole("row", { name: /Riverside Foods/ })).toContainText("30 mo");

  // Emptying every rule removes the policy: the hoses go back to the dates they had.
  await form.getByLabel(/^Maximum storage \(months\)/).fill("");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText(/^Life policy saved/).last()).toBeVisible();
  await expect(table).toHaveCount(0);
  const left = await withDb((query) =>
    query(`SELECT count(*)::int AS n FROM "LifePolicy" WHERE "targetId" = $1`, [base.split("/").pop()]),
  );
  expect(left[0]!.n).toBe(0);
});

test("the hose list says why a hose's dates are what they are", async ({ page }) => {
  const base = await landingPath(ADMIN);
  await page.goto(`${base}/hoses`);
  const why = page.getByRole("button", { name: /^Why these dates\?/ }).first();
  await expect(why).toBeVisible();
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/^Next inspection:.+\(.+\)$/).first()).toBeVisible();
});

test("a customer's Admin switches the inspection rules and opens the competence approvals", async ({ page }) => {
  const base = await landingPath(ADMIN);
  await page.goto(`${base}/organisation-settings`);
  const rules = page.locator("section", { has: page.getByRole("heading", { name: "Inspection rules" }) });
  await expectAccessibleAtBothWidths(page, () => expect(rules).toBeVisible());
  const signature = rules.getByRole("switch", { name: "Require signed inspections" });
  await expect(signature).not.toBeChecked();
  await signature.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  await page.reload();
  await expect(rules.getByRole("switch", { name: "Require signed inspections" })).toBeChecked();
  // Back as it was, for the specs that inspect Riverside's hoses.
  await rules.getByRole("switch", { name: "Require signed inspections" }).uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();

  await page.goto(`${base}/competence-approvals`);
  await expect(page.getByRole("heading", { level: 1, name: "Competence approvals" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByText(/No competence record is waiting|Competence records waiting/).first()).toBeVisible(),
  );
});
