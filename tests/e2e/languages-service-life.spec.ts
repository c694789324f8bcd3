import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoEnglish, userIn } from "./support/languages";

/**
 * Service life in the reader's language: the failure modes (the service names them in English),
 * the cohort whose site was not recorded, and the chart, whose axis labels and tick values uPlot
 * draws on a canvas. The page's text cannot show what a canvas says, so the spec records every
 * text the page draws on one (fillText) and reads that.
 */

// The demo's site names, shown as typed.
const TENANT_NAMES = ["Main Quarry", "Asphalt Plant", "North Quay", "Workshop", "Factory"];

test("a German client admin reads service life in German, the chart's axes and legend included", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      drawn.push(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
  // A hose retired for heat two years after it went in, with no site recorded: the cohort
  // "Not recorded" with one failure. Archived, so no list or count shows it.
  await withDb((query) =>
    query(
      `INSERT INTO "Hose" ("id", "clientId", "customerOrganisationId", "name", "installationDate", "deletedAt",
         "retirementReason", "updatedAt")
       SELECT gen_random_uuid(), o."clientId", o."id", 'Lebensdauer ohne Standort', CURRENT_DATE - 800,
         now() - interval '30 days', 'heat', now()
       FROM "Organisation" o WHERE o."name" = 'Quarry Works Ltd'`,
    ),
  );
  await userIn(page, "de", "Lena", { clientAdmin: true });

  await page.goto("/portal/admin/service-life?groupBy=site");
  await expect(page.getByRole("heading", { level: 1, name: "Lebensdauer" })).toBeVisible();
  const chart = page.getByTestId("survival-chart");
  await expect(chart).toHaveAttribute("data-drawn", "true");
  await expect(page.getByRole("rowheader", { name: "Nicht erfasst" })).toBeVisible();
  await expect(page.getByTestId("survival-legend")).toContainText("Nicht erfasst");
  const modes = page.getByRole("region", { name: "Häufigste Ausfallarten" });
  await expect(modes.getByText(/^Ausfall im Betrieb: Hitze: \d+$/)).toBeVisible();
  await expectNoEnglish(page, "de", ["serviceLife", "hoseForm"], TENANT_NAMES);

  // What the canvas says: German axis labels, shares as German writes percentages.
  const drawn = await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
  expect(drawn).toContain("Monate im Betrieb");
  expect(drawn).toContain("Noch in Betrieb");
  expect(drawn.filter((t) => /^\d+\u00a0%$/.test(t)).length).toBeGreaterThan(2);
  expect(drawn).not.toContain("Months in service");
  expect(drawn).not.toContain("Still in service");
  expect(drawn.filter((t) => /^0\.\d/.test(t))).toEqual([]);
  await expectNoAxeViolations(page);
});
