import { expect, test } from "@playwright/test";
import { openLanding, signedIn } from "./support/personas";
import { expectNoAxeViolations } from "./support/axe";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

/** A 1 x 1 PNG: the photo of the inspection. */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

// A phone on the plant floor: 360 x 740.
test.use({ viewport: { width: 360, height: 740 }, storageState: signedIn("user@demo.test") });

test("an inspection recorded with the network down is kept on the phone, then synced exactly once when it returns @embedded", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const note = `Offline check ${Date.now().toString(36)}`;
  const photo = `basement-${Date.now().toString(36)}.png`;
  await openLanding(page);
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;

  // A Good hose of the user's customer (not the first: another spec inspects that one).
  await page.goto(`${base}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "status", value: ["0"] }]))}`);
  // At phone width the list is cards, each one link to its hose.
  const card = page.getByTestId("row-cards").getByRole("listitem").nth(1);
  const name = (await card.getByRole("link").first().textContent())!.trim();
  await card.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await expect(dialog.getByRole("radio", { name: /^Good/ })).toBeAttached();
  await expectNoAxeViolations(page, { include: "[role=dialog]" });

  // The basement: no network.
  await context.setOffline(true);
  await dialog.getByText("No defects").click();
  await dialog.getByLabel("Notes").fill(note);
  await dialog
    .getByLabel(/^Photo/)
    .setInputFiles({ name: photo, mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("No network: the inspection is saved on this device and will be sent when the network is back"),
  ).toBeVisible();
  const waiting = page.getByRole("status").filter({ hasText: "waiting to sync" });
  await expect(waiting).toHaveText(/1 inspection waiting to sync/);

  // Back in signal: sent once, the banner goes, the page's data reloads.
  await context.setOffline(false);
  await expect(page.getByText("1 inspection synced")).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toHaveCount(0);

  // Exactly one inspection with that note, on the hose and in the inspections list, even after a
  // reload (which would send anything still waiting).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(1);
  // The photo taken offline went with it, attached to that inspection, as the JPEG the phone made of it.
  // It follows the inspection from the outbox, so it may land a moment after the page reloads.
  const kept = page
    .getByRole("list", { name: "Photos and files of this inspection" })
    .getByRole("link", { name: photo.replace(/\.png$/, ".jpg") });
  await expect(async () => {
    if ((await kept.count()) === 0) await page.reload();
    await expect(kept).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(note)).toHaveCount(1);
  await page.getByRole("link", { name: "All inspections of this hose" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inspections" })).toBeVisible();
  await expect(page.getByTestId("row-cards").getByRole("listitem").filter({ hasText: note })).toHaveCount(1);
});
