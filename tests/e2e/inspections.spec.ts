import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { hostUrl } from "../../playwright.config";
import { apiGet, apiLogin } from "./support/api";
import { switchTo, type Persona } from "./support/personas";

/**
 * Inspections as the hose page and the Inspections list show them: the list says it is narrowed
 * to one hose and keeps it; the inspection form says when the result will not become the status;
 * a photo the server would refuse is converted or refused before anything is recorded; after a
 * failed inspection the hose page tells one story, with the photo once; an open quote shows.
 */
test.beforeEach(() => test.setTimeout(120_000));

async function portalBase(page: Page, email: Persona): Promise<string> {
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

const filtersOf = (page: Page) => new URL(page.url()).searchParams.get("filters") ?? "";

/** Opens the first hose of the hose list with these filters; answers its page title. */
async function openFirstHose(page: Page, base: string, filters: unknown[]): Promise<string> {
  await page.goto(`${base}/hoses?filters=${encodeURIComponent(JSON.stringify(filters))}`);
  const first = page.getByRole("row").nth(1);
  const name = (await first.getByRole("link").first().textContent())!.trim();
  await first.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return name;
}

test("the inspections of one hose: a removable chip, kept when another filter changes", async ({ page }) => {
  const base = await portalBase(page, "user@demo.test");
  const name = await openFirstHose(page, base, [{ key: "status", value: ["0"] }]);
  await page.getByRole("link", { name: "All inspections of this hose" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inspections" })).toBeVisible();
  const chips = page.getByRole("list", { name: "Applied filters" });
  await expect(chips.getByText(`Hose: ${name}`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect.poll(() => filtersOf(page)).toContain('"search"');
  expect(filtersOf(page)).toContain('"hose"');
  await expect(chips.getByText(`Hose: ${name}`)).toBeVisible();

  await chips.getByRole("link", { name: `Remove the filter Hose: ${name}` }).click();
  await expect(chips).toHaveCount(0);
  await expect.poll(() => filtersOf(page)).not.toContain('"hose"');
  expect(filtersOf(page)).toContain('"search"');
});

test("an uninstalled hose can be inspected: the form and the notice say it stays Uninstalled", async ({ page }) => {
  const base = await portalBase(page, "user@demo.test");
  const name = await openFirstHose(page, base, [{ key: "status", value: ["3"] }]);
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await expect(
    dialog.getByText(
      "This hose is not installed. The inspection is kept in its history, and the hose stays Uninstalled until it is installed.",
    ),
  ).toBeVisible();
  await dialog.getByText("No defects").click();
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Inspection recorded (Good): ${name} stays Uninstalled until it is installed`),
  ).toBeVisible();
});

test("a photo the server does not store is converted to JPEG, or refused before recording", async ({ page }) => {
  const token = await apiLogin(page.request, "user@demo.test");
  const base = await portalBase(page, "user@demo.test");
  await openFirstHose(page, base, [{ key: "status", value: ["1"] }]);
  const hoseId = new URL(page.url()).pathname.split("/").pop()!;
  const org = base.split("/").pop()!;
  const inspections = async () =>
    (
      await apiGet<{ totalItems: number }>(
        page.request,
        `/inspections?filters=${encodeURIComponent(JSON.stringify({ hose: hoseId }))}`,
        token,
        { organisationId: org },
      )
    ).totalItems;
  const before = await inspections();

  // A HEIC photo Chromium cannot decode: refused in the form, nothing recorded.
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await dialog.getByText("Check again soon").click();
  await dialog.getByLabel(/^Photo/).setInputFiles({
    name: "IMG_0001.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.concat([Buffer.from("\0\0\0\x18ftypheic", "latin1"), Buffer.alloc(200, 7)]),
  });
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog.getByText(/^This photo cannot be read on this device/)).toBeVisible();
  expect(await inspections()).toBe(before);

  // A WebP photo: recorded with the inspection, stored as a JPEG.
  const webp = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .webp()
    .toBuffer();
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: "gallery-shot.webp", mimeType: "image/webp", buffer: webp });
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId("notice");
  await expect(notice).toContainText("Inspection recorded");
  await expect(notice).not.toContainText("could not be saved");
  const timeline = page.locator("section[aria-labelledby=hose-history]");
  await expect(timeline.getByRole("link", { name: "gallery-shot.jpg" })).toHaveCount(1);
  expect(await inspections()).toBe(before + 1);
});

test("after a failed inspection the hose page tells one story, with the photo once", async ({ page }) => {
  const base = await portalBase(page, "user@demo.test");
  await openFirstHose(page, base, [{ key: "status", value: ["0"] }]);
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await dialog.getByText("Take out of service").click();
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .jpeg()
    .toBuffer();
  const filename = `braid-${Date.now()}.jpg`;
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: filename, mimeType: "image/jpeg", buffer: photo });
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator("section[aria-labelledby=hose-due]");
  await expect(
    card.getByText(/^Replace: the inspection of \d{2}\/\d{2}\/\d{4} found it needs replacing$/),
  ).toBeVisible();
  await expect(card.getByText(/^Next inspection due on \d{2}\/\d{2}\/\d{4} if it stays in service$/)).toBeVisible();
  await expect(card.getByText(/Replacement due on/)).toHaveCount(0);

  const timeline = page.locator("section[aria-labelledby=hose-history]");
  await expect(timeline.getByRole("link", { name: filename })).toHaveCount(1);
  await expect(timeline.getByRole("heading", { name: "Uploaded document or photo" })).toHaveCount(0);

  const details = page.locator("section[aria-labelledby=hose-details] dl").first();
  await expect(details.getByText("Timeline", { exact: true })).toHaveCount(0);
  await expect(details.getByText("Inspection and replacement intervals")).toBeVisible();
  await expect(details.getByText("Fitted and supplied")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Timeline" })).toHaveCount(1);
});

test("the hose page links the hose's open quote request", async ({ page }) => {
  const token = await apiLogin(page.request, "customer@demo.test");
  const base = await portalBase(page, "customer@demo.test");
  const org = base.split("/").pop()!;
  const hoses = await apiGet<{ items: Array<{ id: string; distributorOrganisationId: string | null }> }>(
    page.request,
    `/hoses?filters=${encodeURIComponent(JSON.stringify({ status: ["0"] }))}`,
    token,
    { organisationId: org },
  );
  const hose = hoses.items.find((h) => h.distributorOrganisationId)!;
  const sent = await page.request.post(`${hostUrl("localhost")}/api/v1/quotes`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": org },
    data: {
      message: "Please quote for a replacement",
      requestorOrganisationId: org,
      receiverOrganisationId: hose.distributorOrganisationId,
      hoseId: hose.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const quote = (await sent.json()) as { id: string };

  await page.goto(`${base}/hoses/${hose.id}`);
  const panel = page.getByRole("region", { name: "Open quote requests" });
  await expect(
    panel.getByText(/^Your company requested a quote from .+ on \d{2}\/\d{2}\/\d{4}$/).first(),
  ).toBeVisible();
  await panel.locator(`a[href$="/quote-requests/${quote.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/quote-requests/${quote.id}$`));
  await expect(page.getByRole("dialog")).toBeVisible();
});
