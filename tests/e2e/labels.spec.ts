import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { labelFormats, labelSlot } from "@/lib/labels/formats";
import { hasPdftoppm, rasterise, readLabel } from "../fixtures/labels";
import { hostUrl } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { openAs, switchTo, type Persona } from "./support/personas";
import { withDb } from "./support/db";

/** QR tag labels from the Tagged hoses list and the hose page; the public card setting. */

test.beforeEach(() => test.setTimeout(90_000));

async function portalOf(page: Page, email: Persona): Promise<string> {
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(path)) };
}

test("a distributor prints labels of the ticked hoses on a part-used Avery 5160 sheet @embedded", async ({ page }) => {
  const portal = await portalOf(page, "distributor@demo.test");
  await page.goto(`${portal}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "sort", value: "tag" }]))}`);
  const boxes = page.getByRole("checkbox", { name: /^Select .* for labels$/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByTestId("labels-selection")).toHaveText("2 selected");
  // The tag ids of the two ticked rows, as the table shows them.
  const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox", { checked: true }) });
  const tagIds = (await rows.locator("text=/^Tag /").allTextContents()).map((t) => t.replace(/^Tag /, "").trim());
  expect(tagIds).toHaveLength(2);

  await page.getByRole("button", { name: "Print 2 labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print QR labels" });
  await dialog.getByRole("radio", { name: /Avery 5160/ }).check();
  await dialog.getByLabel("Start at label").fill("29");
  await expect(
    dialog.getByRole("img", { name: "First sheet: labels 1 to 28 already used, 2 labels printed from label 29" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // A start past the sheet's end is refused under its field as it is typed, with the server's
  // words: no preview of a sheet the server would refuse, and nothing to download.
  await dialog.getByLabel("Start at label").fill("31");
  await expect(dialog.getByText("Start at must be between 1 and 30 on this sheet")).toBeVisible();
  await expect(dialog.getByTestId("sheet-preview")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Download PDF" })).toBeDisabled();

  await dialog.getByLabel("Start at label").fill("29");
  const pdf = await downloadPdf(page);
  expect(pdf.name).toMatch(/^hose-labels-5160-\d{4}-\d\d-\d\d\.pdf$/);
  await expect(page.getByTestId("notice")).toHaveText("2 labels on 1 page");
  await expect(dialog).toBeHidden();
  const doc = await PDFDocument.load(pdf.bytes);
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  if (hasPdftoppm) {
    const primaryUrl = await withDb(
      async (q) =>
        (await q(`SELECT "primaryUrl" FROM "Client" WHERE name = 'Demo Hydraulics'`))[0]!.primaryUrl as string,
    );
    const [sheet] = rasterise(pdf.bytes);
    const f = labelFormats["5160"];
    expect([readLabel(sheet!, labelSlot(f, 28)).text, readLabel(sheet!, labelSlot(f, 29)).text]).toEqual(
      tagIds.map((t) => `${primaryUrl}/t/${t}`),
    );
    expect(readLabel(sheet!, labelSlot(f, 0)).blank).toBe(true);
  }
});

test("labels for every hose the filters match, and a single label from the hose page", async ({ page }) => {
  const portal = await portalOf(page, "customer@demo.test");
  const hose = await withDb(
    async (q) =>
      (
        await q(
          `SELECT h.id, h."tagId" FROM "Hose" h JOIN "Organisation" o ON o.id = h."customerOrganisationId"
           WHERE o.name = 'Quarry Works Ltd' AND h."tagId" IS NOT NULL AND h."deletedAt" IS NULL ORDER BY h."tagId" LIMIT 1`,
        )
      )[0] as { id: string; tagId: string },
  );
  await page.goto(
    `${portal}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "search", value: hose.tagId }]))}`,
  );
  await expect(page.getByTestId("labels-selection")).toHaveText(
    "None selected: labels for every hose matching the filters",
  );
  await page.getByRole("button", { name: "Print labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print QR labels" });
  await dialog.getByRole("radio", { name: /50 x 25 mm/ }).check();
  await expect(dialog.getByLabel("Start at label")).toHaveCount(0);
  const sheet = await downloadPdf(page);
  await expect(page.getByTestId("notice")).toHaveText("1 label on 1 page");
  expect((await PDFDocument.load(sheet.bytes)).getPageCount()).toBe(1);

  await page.goto(`${portal}/hoses/${hose.id}`);
  await page.getByRole("button", { name: "Print label" }).click();
  const single = await downloadPdf(page);
  expect(single.name).toMatch(/^hose-labels-L7651-/);
  const doc = await PDFDocument.load(single.bytes);
  expect(doc.getPage(0).getWidth()).toBeCloseTo(labelFormats.L7651.pageWidth, 1);
});

test("labels of a site's hoses, from Sites & zones", async ({ page }) => {
  const portal = await portalOf(page, "customer@demo.test");
  await page.goto(`${portal}/sites-and-zones`);
  await page
    .getByRole("region", { name: "Sites and zones" })
    .getByRole("button", { name: "Crusher Plant", exact: true })
    .click();
  const quickView = page.getByRole("complementary", { name: "Crusher Plant" });
  const count = Number(await quickView.getByTestId("site-hose-count").innerText());
  expect(count).toBeGreaterThan(0);
  await quickView.getByRole("button", { name: "Print labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print QR labels" });
  await dialog.getByRole("radio", { name: /50 x 25 mm/ }).check();
  const pdf = await downloadPdf(page);
  // The site's hoses that carry a tag: one label a page.
  const pages = (await PDFDocument.load(pdf.bytes)).getPageCount();
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(count);
  await expect(page.getByTestId("notice")).toHaveText(
    `${pages} label${pages === 1 ? "" : "s"} on ${pages} page${pages === 1 ? "" : "s"}`,
  );
});

test("a system admin prints the labels of a tag batch", async ({ page }) => {
  await openAs(page, "system@demo.test", "{portal}/tag-management");
  await expect(page.getByRole("heading", { level: 1, name: "Tag management" })).toBeVisible();
  // The seeded batch: 100 tags.
  await page.getByRole("button", { name: "Actions for Demo tags batch 1" }).click();
  await page.getByRole("menuitem", { name: "Print labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print QR labels" });
  await dialog.getByRole("radio", { name: /Avery L7651/ }).check();
  const pdf = await downloadPdf(page);
  expect(pdf.name).toMatch(/^tag-labels-L7651-\d{4}-\d\d-\d\d\.pdf$/);
  await expect(page.getByTestId("notice")).toHaveText("100 labels on 2 pages");
  expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);
});

test("a read-only user is offered no labels", async ({ page }) => {
  const portal = await portalOf(page, "readonly@demo.test");
  await page.goto(`${portal}/hoses`);
  await expect(page.getByRole("heading", { level: 1, name: "Tagged hoses" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Print .*labels?/ })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /for labels$/ })).toHaveCount(0);
});

test("the organisation's Admin turns the public hose card off and on, and its documents on; a scan follows", async ({
  page,
  browser,
}) => {
  const portal = await portalOf(page, "customer@demo.test");
  // A named Quarry Works hose with a document (a seeded test certificate).
  const { tagId, filename } = await withDb(
    async (q) =>
      (
        await q(
          `SELECT h."tagId", u.filename FROM "Hose" h JOIN "Organisation" o ON o.id = h."customerOrganisationId"
           JOIN "Upload" u ON u."hoseId" = h.id AND u."hoseMetaId" IS NULL AND u."deletedAt" IS NULL
           WHERE o.name = 'Quarry Works Ltd' AND h."tagId" IS NOT NULL AND h."deletedAt" IS NULL AND h.name IS NOT NULL
           ORDER BY h."tagId", u."createdAt" LIMIT 1`,
        )
      )[0] as { tagId: string; filename: string },
  );
  const anonymous = await browser.newContext({ baseURL: hostUrl("demo.localhost") });
  const scan = await anonymous.newPage();
  const save = async () => {
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByTestId("notice")).toHaveText("Settings saved");
  };
  const documentsBox = () => page.getByRole("checkbox", { name: /^The hose's documents/ });
  try {
    // On, minimal (the default): no documents on the card.
    await scan.goto(`/t/${tagId}`);
    await expect(scan.getByTestId("public-hose-card")).toBeVisible();
    await expect(scan.getByRole("link", { name: filename })).toHaveCount(0);

    await page.goto(`${portal}/organisation-settings`);
    const card = page.getByRole("switch", { name: "Show the public hose card" });
    await expect(card).toBeChecked();
    await card.uncheck();
    await save();

    await scan.goto(`/t/${tagId}`);
    await expect(scan.getByText("The details of this hose are shown to signed-in users only.")).toBeVisible();
    await expect(scan.getByTestId("public-hose-card")).toHaveCount(0);
    await expect(scan.getByRole("link", { name: "Login to see this hose" })).toBeVisible();
    await expectNoAxeViolations(scan);

    await page.reload();
    await page.getByRole("switch", { name: "Show the public hose card" }).check();
    await page.getByRole("checkbox", { name: "Customer name" }).check();
    await documentsBox().check();
    await save();
    await scan.goto(`/t/${tagId}`);
    await expect(scan.getByTestId("public-hose-card")).toContainText("Quarry Works Ltd");
    // The document, with a short-lived link that opens it without a login.
    const link = scan.getByRole("region", { name: "Documents" }).getByRole("link", { name: filename });
    await expect(link).toBeVisible();
    // Fetched by the browser: Node does not resolve the tenant's *.localhost hostname.
    const href = (await link.getAttribute("href"))!;
    expect(
      await scan.evaluate(async (url) => {
        const res = await fetch(url);
        return [res.status, res.headers.get("content-type")];
      }, href),
    ).toEqual([200, "application/pdf"]);

    await page.reload();
    await documentsBox().uncheck();
    await save();
    await scan.goto(`/t/${tagId}`);
    await expect(scan.getByTestId("public-hose-card")).toBeVisible();
    await expect(scan.getByRole("link", { name: filename })).toHaveCount(0);
  } finally {
    // Put the shared demo organisation back: on, minimal.
    await page.goto(`${portal}/organisation-settings`);
    await page.getByRole("switch", { name: "Show the public hose card" }).check();
    await page.getByRole("checkbox", { name: "Customer name" }).uncheck();
    await documentsBox().uncheck();
    await save();
    await anonymous.close();
  }
});
