import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { actAs, landingPath, openLanding, signedIn } from "./support/personas";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

/**
 * Web NFC on the plant floor: a tag held to the phone is bound to a hose on its page, and reading
 * it from the scanner opens that hose, online and, on another phone, from the hoses kept on the
 * device. Chromium on Linux has no Web NFC, so the phone's reader is a stand-in injected before
 * the page loads: its scan() starts, then it reports a tag with a serial number, as Android
 * Chrome's NDEFReader does. Without it, nothing NFC is shown.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type HoseRef = { id: string; tagId: string; name: string };

/** The phone's NFC reader: every scan() reads the tag with this serial number. */
async function holdTag(context: BrowserContext, serial: string) {
  await context.addInitScript((serialNumber: string) => {
    class FakeNdefReader extends EventTarget {
      async scan() {
        setTimeout(() => {
          const reading = Object.assign(new Event("reading"), { serialNumber, message: { records: [] } });
          this.dispatchEvent(reading);
        }, 100);
      }
    }
    (window as unknown as { NDEFReader: unknown }).NDEFReader = FakeNdefReader;
  }, serial);
}

/** An installed, named hose of the organisation, never bound to an NFC tag. */
async function aHose(org: string): Promise<HoseRef> {
  const [hose] = await withDb(async (query) =>
    (
      await query(
        `SELECT id, "tagId", name FROM "Hose"
          WHERE "customerOrganisationId" = $1 AND "deletedAt" IS NULL AND "tagId" IS NOT NULL
            AND name IS NOT NULL AND "organisationZoneId" IS NOT NULL AND "nfcSerial" IS NULL
          ORDER BY name OFFSET 2 LIMIT 1`,
        [org],
      )
    ).map((r) => r as HoseRef),
  );
  expect(hose, "a hose of the demo seed to bind").toBeTruthy();
  return hose!;
}

const orgOf = (page: Page) => new URL(page.url()).pathname.split("/")[2]!;

async function readFromScanner(page: Page, scan: ReturnType<Page["getByRole"]>) {
  await scan.click();
  const dialog = page.getByRole("dialog", { name: "Scan tag" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Read NFC tag" }).click();
}

test("a tag bound on the hose page opens the hose from the scanner, online and offline on another phone", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Web NFC reports serial numbers in lower case; the portal keeps them upper-case.
  const serial = `04:e2:${Date.now().toString(16).slice(-8).match(/../g)!.join(":")}`;
  const shown = serial.toUpperCase();

  const first = await browser.newContext({ ...PHONE, storageState: signedIn("user@demo.test") });
  await holdTag(first, serial);
  const page = await first.newPage();
  let hose: HoseRef | undefined;
  let org = "";
  try {
    await openLanding(page);
    org = orgOf(page);
    hose = await aHose(org);

    // Bind: the notice says so, and the page now offers to remove it.
    await page.goto(`/portal/${org}/hoses/${hose.id}`);
    await expect(page.getByRole("heading", { level: 1, name: hose.name })).toBeVisible();
    await page.getByRole("button", { name: "Bind NFC tag" }).click();
    await expect(page.getByTestId("notice")).toHaveText(`An NFC tag is now bound to ${hose.name}`);
    await expect(page.getByRole("button", { name: "Remove NFC tag" })).toBeVisible();
    await expect(page.getByText(`NFC tag ${shown}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Read it from the scanner in the bottom bar of another page: the hose opens.
    await page.goto(`/portal/${org}/hoses`);
    await readFromScanner(
      page,
      page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Scan tag" }),
    );
    await expect(page).toHaveURL(new RegExp(`/portal/${org}/hoses/${hose.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: hose.name })).toBeVisible();
    await expectNoAxeViolations(page, { include: "main" });

    // Another phone, the same user signed in there: the tag opens the hose kept on it, without a network.
    const second = await browser.newContext(PHONE);
    await holdTag(second, serial);
    try {
      const phone = await second.newPage();
      await actAs(phone, "user@demo.test");
      await expect(phone.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 90_000 });
      await second.setOffline(true);
      await phone.reload();
      await readFromScanner(phone, phone.getByRole("button", { name: "Scan tag" }).first());
      await expect(phone).toHaveURL(new RegExp(`/portal/${org}/hoses/${hose.id}$`));
      await expect(phone.getByRole("heading", { level: 1, name: hose.name })).toBeVisible();
    } finally {
      await second.close();
    }

    // Removed: the tag no longer names the hose.
    await page.getByRole("button", { name: "Remove NFC tag" }).click();
    await expect(page.getByTestId("notice")).toHaveText(`The NFC tag has been removed from ${hose.name}`);
    await expect(page.getByRole("button", { name: "Remove NFC tag" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bind NFC tag" })).toBeVisible();
  } finally {
    await first.close();
  }
});

test.describe("without Web NFC", () => {
  test.use({ ...PHONE, storageState: signedIn("user@demo.test") });

  test("neither the hose page nor the scanner offers NFC", async ({ page }) => {
    const org = (await landingPath("user@demo.test")).split("/")[2]!;
    const hose = await aHose(org);
    await page.goto(`/portal/${org}/hoses/${hose.id}`);
    expect(await page.evaluate(() => "NDEFReader" in window)).toBe(false);
    await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bind NFC tag" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Scan tag" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan tag" });
    await expect(dialog.getByLabel("Or type the tag id")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Read NFC tag" })).toHaveCount(0);
  });
});
