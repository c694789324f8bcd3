import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { hostUrl } from "../../playwright.config";
import { apiGet, apiLogin } from "./support/api";
import { hydrated, switchTo, type Persona } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";

/**
 * Documents on a hose as their users meet them: a customer uploads a PDF and a PNG, sees the
 * thumbnail, opens the larger image and the signed links, and deletes both; a read-only user
 * sees the documents and their links but no upload or delete; axe at both widths.
 */
test.beforeEach(() => test.setTimeout(120_000));

const API = `${hostUrl("localhost")}/api/v1`;
const suffix = () => Math.random().toString(36).slice(2, 8);

function minimalPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** A Quarry Works hose (active) and the customer's organisation id, through the API. */
async function quarryHose(request: APIRequestContext): Promise<{ token: string; org: string; hoseId: string }> {
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const org = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const list = await apiGet<{ items: Array<{ id: string }> }>(request, "/hoses?limit=5", token, {
    organisationId: org,
  });
  return { token, org, hoseId: list.items[0]!.id };
}

/**
 * Opens a link from the browser without its cookies (the signed link is the only credential).
 * Node cannot resolve demo.localhost, so the page itself fetches it.
 */
async function fetchLink(page: Page, href: string): Promise<{ status: number; type: string | null; bytes: number[] }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: "omit" });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: Array.from(new Uint8Array(await res.arrayBuffer())),
    };
  }, href);
}

async function portalBase(page: Page, email: Persona): Promise<string> {
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

test("a customer uploads a PDF and a PNG, views them through signed links and deletes them", async ({
  page,
  request,
}) => {
  const { hoseId } = await quarryHose(request);
  const pdfName = `e2e-certificate-${suffix()}.pdf`;
  const pngName = `e2e-photo-${suffix()}.png`;
  const base = await portalBase(page, "customer@demo.test");
  await page.goto(`${base}/hoses/${hoseId}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "Documents" })).toBeVisible();

  await page
    .getByLabel("Upload a document")
    .setInputFiles({ name: pdfName, mimeType: "application/pdf", buffer: minimalPdf() });
  await expect(page.getByTestId("notice")).toHaveText("File uploaded");
  const pdfLink = page.getByRole("link", { name: pdfName });
  await expect(pdfLink).toBeVisible();

  const png = await sharp({ create: { width: 400, height: 240, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.getByLabel("Upload a document").setInputFiles({ name: pngName, mimeType: "image/png", buffer: png });
  await expect(page.getByRole("link", { name: pngName })).toBeVisible();
  const thumbnail = page.getByRole("button", { name: `View ${pngName} larger` });
  await expect(thumbnail.locator("img")).toBeVisible();
  expect(await thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(70);

  // The image opens larger (size 1: never enlarged beyond the original's 400 px).
  await thumbnail.click();
  const viewer = page.getByRole("dialog", { name: pngName });
  await expect(viewer.getByTestId("large-image")).toBeVisible();
  expect(await viewer.getByTestId("large-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // The signed links download the right bytes with the right type, without a login.
  const pdfHref = (await pdfLink.getAttribute("href"))!;
  const pdfResponse = await fetchLink(page, pdfHref);
  expect(pdfResponse.status).toBe(200);
  expect(pdfResponse.type).toBe("application/pdf");
  expect(Buffer.from(pdfResponse.bytes).equals(minimalPdf())).toBe(true);
  const pngResponse = await fetchLink(page, (await page.getByRole("link", { name: pngName }).getAttribute("href"))!);
  expect(pngResponse.status).toBe(200);
  expect(pngResponse.type).toBe("image/png");
  expect(Buffer.from(pngResponse.bytes).equals(png)).toBe(true);
  // Opening the link from the page works too (a new tab).
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: pngName }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain("/api/v1/files/");
  await tab.close();

  // A refused type shows the server's message.
  await page.getByLabel("Upload a document").setInputFiles({
    name: "tool.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 not a pdf", "latin1"),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded" }),
  ).toBeVisible();

  await expectAccessibleAtBothWidths(page, async () => {
    await expect(page.getByRole("link", { name: pdfName })).toBeVisible();
    await expect(thumbnail.locator("img")).toBeVisible();
  });

  // Delete both, after confirming.
  for (const name of [pdfName, pngName]) {
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete document" });
    await confirm.getByRole("button", { name: "Delete document" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("notice")).toHaveText(`${name} has been deleted`);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  // The deleted file's link no longer downloads anything.
  expect((await fetchLink(page, pdfHref)).status).toBe(404);
});

test("a read-only user sees the documents and their links but cannot upload or delete", async ({ page, request }) => {
  const { token, org, hoseId } = await quarryHose(request);
  const name = `e2e-readonly-${suffix()}.pdf`;
  const created = await request.post(`${API}/uploads`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": org },
    data: { base64Data: minimalPdf().toString("base64"), uploadType: 2, hoseId, filename: name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uploadId = ((await created.json()) as { id: string }).id;

  const base = await portalBase(page, "readonly@demo.test");
  await page.goto(`${base}/hoses/${hoseId}`);
  await hydrated(page);
  const link = page.getByRole("link", { name });
  await expect(link).toBeVisible();
  const response = await fetchLink(page, (await link.getAttribute("href"))!);
  expect(response.status).toBe(200);
  expect(response.type).toBe("application/pdf");
  await expect(page.getByLabel("Upload a document")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);

  const removed = await request.delete(`${API}/uploads/${uploadId}`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": org },
  });
  expect(removed.status()).toBe(200);
});

test("a user adds a photo to an inspection; it shows with that inspection in the timeline", async ({
  page,
  request,
}) => {
  const { token, org } = await quarryHose(request);
  const list = await apiGet<{ items: Array<{ id: string }> }>(request, "/hoses?limit=15", token, {
    organisationId: org,
  });
  let target: { hoseId: string; metaId: string } | null = null;
  for (const item of list.items) {
    const hose = await apiGet<{ hoseMeta: Array<{ id: string; kind: string }> }>(request, `/hoses/${item.id}`, token, {
      organisationId: org,
    });
    const inspection = hose.hoseMeta.find((m) => m.kind === "INSPECTION");
    if (inspection) {
      target = { hoseId: item.id, metaId: inspection.id };
      break;
    }
  }
  expect(target, "a seeded Quarry Works hose with an inspection").not.toBeNull();
  const name = `e2e-inspection-${suffix()}.jpg`;
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();

  const base = await portalBase(page, "user@demo.test");
  await page.goto(`${base}/hoses/${target!.hoseId}`);
  await hydrated(page);
  const timeline = page
    .getByRole("region", { name: "Timeline" })
    .or(page.locator("section[aria-labelledby=hose-history]"));
  await timeline
    .getByLabel(/^Add photo to the inspection of/)
    .first()
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("notice")).toHaveText("File uploaded");
  await expect(timeline.getByRole("link", { name })).toBeVisible();
  await expect(timeline.getByRole("button", { name: `View ${name} larger` }).locator("img")).toBeVisible();
  // Not among the hose's documents.
  await expect(page.getByTestId("hose-documents").getByRole("link", { name })).toHaveCount(0);

  const hose = await apiGet<{ hoseMeta: Array<{ uploads: Array<{ id: string; filename: string }> }> }>(
    request,
    `/hoses/${target!.hoseId}`,
    token,
    { organisationId: org },
  );
  const uploaded = hose.hoseMeta.flatMap((m) => m.uploads).find((u) => u.filename === name)!;
  const removed = await request.delete(`${API}/uploads/${uploaded.id}`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": org },
  });
  expect(removed.status()).toBe(200);
});

test("through the whole server stack, a 9 MB file is accepted and an 11 MB one refused with the size message", async ({
  request,
}) => {
  const { token, org, hoseId } = await quarryHose(request);
  const headers = { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": org };
  const sized = (mb: number) => Buffer.concat([minimalPdf(), Buffer.alloc(mb * 1024 * 1024)]).toString("base64");
  const ok = await request.post(`${API}/uploads`, {
    headers,
    data: { base64Data: sized(9), uploadType: 2, hoseId, filename: "e2e-large.pdf" },
  });
  expect(ok.status(), await ok.text()).toBe(201);
  const tooLarge = await request.post(`${API}/uploads`, {
    headers,
    data: { base64Data: sized(11), uploadType: 2, hoseId, filename: "e2e-too-large.pdf" },
  });
  expect(tooLarge.status()).toBe(413); // the body is over the route's cap, with the size message
  expect(await tooLarge.json()).toEqual({ base64Data: ["The file must be 10 MB or smaller"] });
  const id = ((await ok.json()) as { id: string }).id;
  expect((await request.delete(`${API}/uploads/${id}`, { headers })).status()).toBe(200);
});
