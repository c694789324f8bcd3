import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { actAs } from "./support/personas";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

// A phone on the plant floor.
test.use({ viewport: { width: 390, height: 844 } });

type HoseRef = { id: string; tagId: string; name: string };

/**
 * Offline from the first sign-in: once the organisation's hoses are kept on the phone
 * (html[data-offline-ready]), hoses never opened before open without a network, by their tag
 * link and from the hose list's search, and an inspection with a photo recorded there arrives exactly once
 * when the network is back.
 */
test("hoses never opened before open offline from the device's copy, and an inspection with a photo recorded there arrives once @embedded", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const note = `Kept copy check ${Date.now().toString(36)}`;
  await actAs(page, "user@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;
  const org = base.split("/")[2]!;

  // Two installed hoses of the user's organisation, neither opened in this browser.
  const [byTag, bySearch] = await withDb(async (query) =>
    (
      await query(
        `SELECT id, "tagId", name FROM "Hose"
          WHERE "customerOrganisationId" = $1 AND "deletedAt" IS NULL AND "tagId" IS NOT NULL
            AND name IS NOT NULL AND "organisationZoneId" IS NOT NULL
          ORDER BY name DESC OFFSET 3 LIMIT 2`,
        [org],
      )
    ).map((r) => r as HoseRef),
  );
  expect(byTag && bySearch).toBeTruthy();

  await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 90_000 });
  // The menu says so, with the time of the last sync.
  await page.getByRole("button", { name: "Menu" }).click();
  const status = page.getByRole("dialog").getByTestId("offline-status");
  await expect(status).toContainText("Available offline");
  await expect(status).toContainText(/Last synced \d{2}\/\d{2},? \d{2}:\d{2}/);
  await page.keyboard.press("Escape");

  // The basement.
  await context.setOffline(true);
  await page.reload();

  // A tag link of a hose never opened.
  await page.goto(`/t/${byTag!.tagId}`);
  await expect(page.getByRole("heading", { level: 1, name: byTag!.name })).toBeVisible();
  await expect(page.getByText(byTag!.tagId).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The hose list, searched.
  await page.goto(`${base}/hoses`);
  await expect(page.getByRole("heading", { level: 1, name: "Tagged hoses" })).toBeVisible();
  await page.getByLabel("Search").fill(bySearch!.tagId);
  const card = page.getByRole("link", { name: new RegExp(bySearch!.tagId) });
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(page);
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: bySearch!.name })).toBeVisible();

  // An inspection, queued on the device.
  await page.getByRole("link", { name: "Record inspection" }).click();
  await expect(page.getByRole("heading", { name: "Record inspection" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText("No defects").click();
  await page.getByLabel("Notes").fill(note);
  // A photo taken there: it is made a JPEG on the phone and waits in the outbox with the inspection.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#7a8c5d" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(/^Photo/).setInputFiles({ name: "hose-cover.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText(/hose-cover\.jpg/)).toBeVisible();
  await page.getByRole("button", { name: "Record inspection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: bySearch!.name })).toBeVisible();
  const waiting = page.getByRole("status").filter({ hasText: "waiting to sync" });
  await expect(waiting).toHaveText(/1 inspection waiting to sync/);

  // Back in signal: it arrives, once.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  // The inspection and its photo, each exactly once.
  const count = () =>
    withDb(async (query) => {
      const [row] = await query(
        `SELECT count(DISTINCT m.id)::int AS inspections, count(u.id)::int AS photos
           FROM "HoseMeta" m LEFT JOIN "Upload" u ON u."hoseMetaId" = m.id AND u."deletedAt" IS NULL
          WHERE m."hoseId" = $1 AND m.notes = $2`,
        [bySearch!.id, note],
      );
      return `${row!.inspections} inspection, ${row!.photos} photo`;
    });
  await expect.poll(count, { timeout: 30_000 }).toBe("1 inspection, 1 photo");
  // A reload (which would send anything still waiting) changes nothing.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: bySearch!.name })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await count()).toBe("1 inspection, 1 photo");
});
