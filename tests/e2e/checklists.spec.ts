import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { actAs, switchTo } from "./support/personas";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

/**
 * A technician on a phone (390 px) records an inspection with the customer's checklist: a failed
 * critical criterion turns the result to Replace (Good and Monitor are ruled out), the hose page
 * then reads Replace, shows every answer on the timeline and offers to draft the replacement's
 * quote. A photo of the failed answer, taken on the form, follows in the background and shows
 * beside that answer.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(() => test.setTimeout(120_000));

/**
 * A Good, installed hose of the organisation with a configuration and no quote asked for it yet;
 * `nth` keeps the tests of this file (and the hoses other specs take from the top) apart.
 */
async function goodHose(org: string, nth: number): Promise<{ id: string; name: string }> {
  const [hose] = await withDb(async (query) =>
    query(
      `SELECT h.id, h.name FROM "Hose" h
        WHERE h."customerOrganisationId" = $1 AND h."deletedAt" IS NULL AND h.status = 0
          AND h."hoseConfigurationId" IS NOT NULL AND h."organisationZoneId" IS NOT NULL AND h.name IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "Quote" q WHERE q."hoseId" = h.id)
        ORDER BY h.name ASC OFFSET $2 LIMIT 1`,
      [org, 8 + nth],
    ),
  );
  expect(hose, "a Good hose without a quote").toBeTruthy();
  return hose as { id: string; name: string };
}

/** Answers every criterion Pass, then fails the critical 'No leaks' one with a note. */
async function failLeaks(page: Page) {
  const criteria = page.getByRole("group").filter({ has: page.getByRole("radio", { name: "Not applicable" }) });
  await expect(criteria).toHaveCount(8);
  for (const group of await criteria.all()) await group.getByRole("radio", { name: "Pass" }).check();
  await expect(page.getByRole("radio", { name: /^Good/ })).toBeEnabled();
  const leaks = page.getByRole("group", { name: "No leaks at the hose, its fittings or the ports (critical)" });
  await leaks.getByRole("radio", { name: "Fail" }).check();
  // The note opens under the criterion once it fails (beside its radio group).
  await leaks.locator("..").getByLabel("Note").fill("Weeping at the crimp");
  // The result follows the answers.
  await expect(page.getByRole("radio", { name: /^Replace/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Good/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^Monitor/ })).toBeDisabled();
  await expect(page.getByText("A failed critical criterion means Replace.")).toBeVisible();
}

test("a failed critical criterion turns the hose to Replace and offers to draft a quote", async ({ page }) => {
  const base = await switchTo(page, "user@demo.test");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  const org = base.split("/").pop()!;
  const { id: hoseId } = await goodHose(org, 0);

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
  await failLeaks(page);
  // Beside the failed criterion: its photo, named after the criterion.
  const leak = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#7a4a2a" } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel("Photo of No leaks at the hose, its fittings or the ports")
    .setInputFiles({ name: "leak.jpg", mimeType: "image/jpeg", buffer: leak });
  await expect(dialog.getByText(/^leak\.jpg is ready/)).toBeVisible({ timeout: 30_000 });
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
  // The answer's photo arrives after the inspection, and then shows with that answer alone.
  await expect(page.getByText("1 photo uploaded")).toBeVisible({ timeout: 60_000 });
  await page.reload();
  const failed = page
    .getByRole("list", { name: "Checklist answers" })
    .first()
    .getByRole("listitem")
    .filter({ hasText: "No leaks at the hose" });
  const photo = failed.getByTestId("answer-photo");
  await expect(photo).toContainText("Photo of No leaks at the hose");
  await expect(photo.getByRole("button", { name: "View leak.jpg larger" }).locator("img")).toBeVisible();
  await expect(page.getByTestId("answer-photo")).toHaveCount(1);
  await expectNoAxeViolations(page, { label: "hose page after a Replace" });
  await page.getByRole("link", { name: "Draft a quote for the replacement" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hoses/${hoseId}/quote$`));
});

test("offline, the checklist comes from the device's copy and the Replace is sent when the network is back", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await actAs(page, "user@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;
  const org = base.split("/").pop()!;
  const hose = await goodHose(org, 1);
  await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 90_000 });

  // The basement: the hose page and its form come from the device.
  await context.setOffline(true);
  await page.goto(`${base}/hoses/${hose.id}`);
  await expect(page.getByRole("heading", { level: 1, name: hose.name })).toBeVisible();
  await page.getByRole("link", { name: "Record inspection" }).click();
  await expect(page.getByRole("heading", { name: "Record inspection" })).toBeVisible();
  await page
    .getByLabel("Checklist", { exact: true })
    .selectOption({ label: "Visual inspection (SAE J1273) (version 1)" });
  await failLeaks(page);
  await expectNoAxeViolations(page, { label: "offline inspection form with checklist" });
  await page.getByRole("button", { name: "Record inspection" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "waiting to sync" });
  await expect(waiting).toHaveText(/1 inspection waiting to sync/);

  // Back in signal: recorded once, as Replace, with the checklist's answers.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const recorded = () =>
    withDb(async (query) =>
      query(
        `SELECT "inspectionResult" AS result, "checklistId" IS NOT NULL AS checklist,
                jsonb_array_length("checklistResults") AS answers
           FROM "HoseMeta" WHERE "hoseId" = $1 AND kind = 'INSPECTION' AND "checklistId" IS NOT NULL`,
        [hose.id],
      ),
    );
  await expect.poll(recorded, { timeout: 30_000 }).toEqual([{ result: 2, checklist: true, answers: 8 }]);
});
