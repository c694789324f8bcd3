import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type TestInfo,
} from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { writeY4m } from "../fixtures/fake-camera";
import { hasPdftoppm, NO_PDFTOPPM, rasterise } from "../fixtures/labels";
import { apiGet, apiLogin } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { actAs, openLanding, signedIn } from "./support/personas";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

/**
 * The scanner in the app: a phone's camera pointed at a printed label opens that hose. The camera
 * is Chromium's fake capture device playing a video made here from a real label sheet (the
 * server's PDF, rendered by pdftoppm), so the whole path runs: PDF, print, camera, decoder, link.
 */

type HoseList = { items: Array<{ id: string; tagId: string | null }> };

/** A real label of a Quarry Works hose (single-label roll stock), as the fake camera's video. */
async function labelVideo(request: APIRequestContext, testInfo: TestInfo) {
  const token = await apiLogin(request, "user@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const quarry = me.organisations.find((o) => o.name === "Quarry Works Ltd")!;
  const hoses = await apiGet<HoseList>(request, "/hoses?limit=5", token, { organisationId: quarry.id });
  const hose = hoses.items.find((h) => h.tagId)!;
  const pdf = await request.post(`${hostUrl("localhost")}/api/v1/hoses/labels`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": quarry.id },
    data: { format: "roll-50x25", hoseIds: [hose.id] },
  });
  expect(pdf.status()).toBe(200);
  const [page1] = rasterise(new Uint8Array(await pdf.body()), 300);
  const video = testInfo.outputPath("label.y4m");
  writeY4m(video, page1!);
  return { video, quarry, hose: hose as { id: string; tagId: string } };
}

/** A phone's browser whose camera sees the label, signed in as a Quarry Works user. */
async function phoneWithCamera(video: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({
    baseURL: hostUrl("demo.localhost"),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ["camera"],
    storageState: signedIn("user@demo.test"),
  });
  return { browser, context };
}

test("a technician scans a printed label at phone size and lands on the hose", async ({ request }, testInfo) => {
  test.skip(!hasPdftoppm, NO_PDFTOPPM);
  test.setTimeout(90_000);
  const { video, quarry, hose } = await labelVideo(request, testInfo);
  const { browser, context } = await phoneWithCamera(video);
  try {
    const page = await context.newPage();
    await openLanding(page);

    // At phone width the scanner is in the bottom bar of every page.
    const scan = page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Scan tag" });
    await expect(scan).toBeInViewport();
    const box = (await scan.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The decoder is kept warm once the page has loaded, so the label is read at once and the
    // dialog may be gone before it could be looked at: its accessibility is checked below, where
    // there is no camera and it stays open.
    await scan.tap();

    await expect(page).toHaveURL(new RegExp(`/portal/${quarry.id}/hoses/${hose.id}$`), { timeout: 20_000 });
    await expect(page.getByText(`Tag ${hose.tagId}`).first()).toBeVisible();
  } finally {
    await browser.close();
  }
});

test("offline, with the scanner never opened before, 'Scan tag' opens the hose from the device's copy", async ({
  request,
}, testInfo) => {
  test.skip(!hasPdftoppm, NO_PDFTOPPM);
  test.setTimeout(150_000);
  const { video, quarry, hose } = await labelVideo(request, testInfo);
  const { browser, context } = await phoneWithCamera(video);
  try {
    const page = await context.newPage();
    await openLanding(page);
    // The organisation's hoses, the offline shell and the scanner are kept once the copy is made.
    await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 90_000 });
    await context.setOffline(true);
    // The hose list, never opened on this device: the offline shell shows it, with 'Scan tag'.
    await page.goto(`/portal/${quarry.id}/hoses`);
    await page.getByRole("button", { name: "Scan tag" }).first().tap();
    await expect(page).toHaveURL(new RegExp(`/t/${hose.tagId}$`, "i"), { timeout: 30_000 });
    // The offline shell's hose page, from the device's copy.
    await expect(page.getByRole("status").filter({ hasText: "showing the hoses kept on this device" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(hose.tagId).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await browser.close();
  }
});

test("a tag id can be typed when there is no camera, and a code that is not a tag says so", async ({ page }) => {
  // This browser has no camera at all (no fake device), as a desktop without one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await actAs(page, "customer@demo.test");
  await page.getByRole("complementary").getByRole("button", { name: "Scan tag" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan tag" });
  await expect(dialog.getByRole("status")).toHaveText(/No camera could be used|Camera access was refused/);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByLabel("Or type the tag id").fill("not a tag!");
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(dialog.getByText("Enter the tag id printed on the tag, for example DH100010")).toBeVisible();
  await dialog.getByLabel("Or type the tag id").fill("dh100010");
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}\/hoses\/[0-9a-f-]{36}$/);
});
