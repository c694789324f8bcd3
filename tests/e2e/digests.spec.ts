import { expect, test } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { landingPath, signedIn } from "./support/personas";
import { withDb } from "./support/db";
import { waitForEmail } from "./support/outbox";

/**
 * Digests: a User (digest off by default) chooses a daily digest in Your profile, the
 * job runs through the test-only trigger, and the email in the outbox lists the hoses that SQL
 * written here from the rules (not the portal's queries) says need attention; its unsubscribe
 * link opens a page that asks first.
 */

const EMAIL = "user@demo.test";

test.use({ storageState: signedIn(EMAIL) });

test("a daily digest chosen in Your profile lists the customer's hoses that need attention @embedded", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${await landingPath(EMAIL)}/your-profile`);
  // Off by default for a User (a retry finds it already daily).
  const digest = page.getByLabel("Digest", { exact: true });
  await expect(digest).toHaveValue(/^(OFF|DAILY)$/);
  // A saved choice stays on screen (it used to snap back to the page's first value until a reload).
  await digest.selectOption({ label: "Weekly on Friday" });
  await page.getByRole("button", { name: "Save digests" }).click();
  await expect(page.getByText("Your email digests have been saved")).toBeVisible();
  await expect(digest).toHaveValue("WEEKLY-5");
  await digest.selectOption({ label: "Daily" });
  await page.getByRole("button", { name: "Save digests" }).click();
  await expect(page.getByText("Your email digests have been saved")).toBeVisible();
  await expect(digest).toHaveValue("DAILY");
  await page.waitForTimeout(1000);
  await expect(digest).toHaveValue("DAILY");
  await page.reload();
  await expect(digest).toHaveValue("DAILY");

  // Noon UTC today: past 07:00 in London whatever the time of the run.
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  // Node does not resolve *.localhost: the trigger is called on localhost (a browser on this machine).
  const run = await page.request.post(`${hostUrl("localhost")}/api/test/digests/run`, {
    data: { now: now.toISOString() },
  });
  expect(run.status(), await run.text()).toBe(200);

  const today = now.toISOString().slice(0, 10);
  const { expected, calm } = await withDb(async (q) => {
    const hoses = `from "Hose" h join "Organisation" o on o.id = h."customerOrganisationId"
      where o.name = 'Quarry Works Ltd' and h."deletedAt" is null and h."organisationZoneId" is not null`;
    const attention = `(h."nextInspectionDate" <= $1::date + 30 or h.status = 2
      or (h.status in (0, 1) and h."replacementDate" <= $1::date)
      or (h.status <> 3 and h."replacementWarningDate" <= $1::date))`;
    return {
      expected: await q(`select h.id ${hoses} and ${attention} order by h."nextInspectionDate" nulls last`, [today]),
      calm: await q(`select h.id ${hoses} and not ${attention}`, [today]),
    };
  });
  expect(expected.length).toBeGreaterThan(0);

  const email = await waitForEmail(EMAIL, /^Quarry Works Ltd hoses: /);
  // At most 100 are listed, the most urgent first: check those ahead of any tie at the cut.
  for (const { id } of expected.slice(0, 50)) expect(email.text).toContain(`/hoses/${id}`);
  for (const { id } of calm) expect(email.text).not.toContain(`/hoses/${id}`);
  expect(email.text).toMatch(/Overdue for inspection: \d+/);

  // The link asks before it unsubscribes (mail scanners open links).
  // The token is a JWT (dots included); the email carries the client's primaryUrl, not this port.
  await page.goto(/\/unsubscribe\/[\w.-]+/.exec(email.text)![0]);
  await expect(page.getByText("Stop the email digest of Quarry Works Ltd")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You will no longer receive the email digest of Quarry Works Ltd")).toBeVisible();
});
