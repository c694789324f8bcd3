import { expect, test, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { DEMO_PASSWORD, login } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

/**
 * A technician on a phone (390 px) records an inspection with the customer's checklist: a failed
 * critical criterion turns the result to Replace (Good and Monitor are ruled out), the hose page
 * then reads Replace, shows every answer on the timeline and offers to draft the replacement's
 * quote.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(() => test.setTimeout(120_000));

type HoseItem = {
  id: string;
  status: number;
  tagId: string | null;
  hoseConfigurationId: string | null;
  organisationZoneId: string | null;
};

/** A Good, installed hose of Quarry Works Ltd with a configuration and no quote asked for it yet. */
async function goodHose(page: Page, org: string): Promise<string> {
  const token = await apiLogin(page.request, "user@demo.test");
  const { items } = await apiGet<{ items: HoseItem[] }>(page.request, "/hoses?limit=100", token, {
    organisationId: org,
  });
  const { items: quotes } = await apiGet<{ items: { hoseId: string | null }[] }>(
    page.request,
    "/quotes?limit=100",
    token,
    { organisationId: org },
  );
  const quoted = new Set(quotes.map((q) => q.hoseId));
  const hose = items
    .reverse()
    .find((h) => h.status === 0 && h.hoseConfigurationId && h.organisationZoneId && !quoted.has(h.id));
  expect(hose, "a Good hose without a quote").toBeTruthy();
  return hose!.id;
}

test("a failed critical criterion turns the hose to Replace and offers to draft a quote", async ({ page }) => {
  await login(page, "user@demo.test", DEMO_PASSWORD, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;
  const org = base.split("/").pop()!;
  const hoseId = await goodHose(page, org);

  await page.goto(`${base}/hoses/${hoseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Hose actions" }).getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await expect(dialog).toBeVisible();

  // Quarry Works Ltd requires no checklist: none is preselected, the built-in ones are offered.
  await expect(dialog.getByLabel("Inspection type")).toHaveValue("periodic");
  const checklist = dialog.getByLabel("Checklist", { exact: true });
  await expect(checklist).toHaveValue("");
  await checklist.selectOption({ label: "Visual inspection (SAE J1273) (version 1)" });
  const criteria = dialog.getByRole("group").filter({ has: page.getByRole("radio", { name: "Not applicable" }) });
  await expect(criteria).toHaveCount(8);
  for (const group of await criteria.all()) await group.getByRole("radio", { name: "Pass" }).check();
  // Nothing failed: Good is open.
  await expect(dialog.getByRole("radio", { name: /^Good/ })).toBeEnabled();

  const leaks = dialog.getByRole("group", { name: "No leaks at the hose, its fittings or the ports (critical)" });
  await leaks.getByRole("radio", { name: "Fail" }).check();
  await leaks.getByLabel("Note").fill("Weeping at the crimp");
  // The result follows the answers.
  await expect(dialog.getByRole("radio", { name: /^Replace/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /^Good/ })).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: /^Monitor/ })).toBeDisabled();
  await expect(dialog.getByText("A failed critical criterion means Replace.")).toBeVisible();
  await expectNoAxeViolations(page, { label: "inspection form with checklist" });

  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toContainText("is Replace");

  // The hose reads Replace, the timeline keeps every answer, and the quote is offered.
  await expect(page.getByText("This hose needs replacing")).toBeVisible();
  const answers = page.getByRole("list", { name: "Checklist answers" }).first();
  await expect(answers.getByRole("listitem")).toHaveCount(8);
  await expect(answers.getByRole("listitem").filter({ hasText: "No leaks at the hose" })).toContainText("Fail");
  await expect(answers.getByText("Weeping at the crimp")).toBeVisible();
  await expect(page.getByText("Visual inspection (SAE J1273) (version 1)")).toBeVisible();
  await expectNoAxeViolations(page, { label: "hose page after a Replace" });
  await page.getByRole("link", { name: "Draft a quote for the replacement" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hoses/${hoseId}/quote$`));
});
