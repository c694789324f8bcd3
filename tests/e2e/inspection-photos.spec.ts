import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { actAs } from "./support/personas";
import { E2E_DATA_DIR } from "./support/server";

// The service worker is what lets these pages work offline: this spec runs with it, as a phone does.
test.use({ serviceWorkers: "allow" });

/**
 * Inspections on the plant floor with photos: the form closes as soon as the inspection is
 * stored while its photo, made a JPEG of at most 2,400 px on the phone, follows in the
 * background with its progress; an inspection the server refuses after an offline sync reopens
 * with its values to be corrected or deleted; 'Sync now' says when the phone is offline.
 */

// A phone.
test.use({ viewport: { width: 390, height: 844 } });

const MB = 1024 * 1024;

/**
 * A 12 MP camera photo of about 4 MB (4032 x 3024: smooth shading with sensor-like noise, which
 * JPEG cannot squeeze much). Made once per e2e server folder: making it takes a while.
 */
async function cameraPhoto(): Promise<Buffer> {
  const file = path.join(E2E_DATA_DIR, "camera-photo-4032x3024.jpg");
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const [w, h] = [4032, 3024];
  const raw = Buffer.alloc(w * h * 3);
  let seed = 7;
  let i = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const base = 128 + 60 * Math.sin(x / 53) * Math.cos(y / 71);
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        raw[i++] = Math.max(0, Math.min(255, base + c * 20 - 20 + (((seed >> 16) & 0xff) / 255 - 0.5) * 64));
      }
    }
  }
  const jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 93 })
    .toBuffer();
  await mkdir(E2E_DATA_DIR, { recursive: true });
  await writeFile(file, jpeg);
  return jpeg;
}

/** The organisation the user acts for, from the portal's URL. */
const portalOrg = (page: Page) => /\/portal\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname)![1]!;

/**
 * An installed hose of the organisation, the `nth` from the end of the list (other specs take
 * theirs from its start), with the page title the portal gives it.
 */
async function installedHose(org: string, nth: number) {
  const rows = await withDb((q) =>
    q(
      `SELECT id, name, "tagId" FROM "Hose"
        WHERE "customerOrganisationId" = $1 AND "deletedAt" IS NULL AND "installationDate" > DATE '2001-01-01'
        ORDER BY "createdAt" DESC, id DESC OFFSET $2 LIMIT 1`,
      [org, nth],
    ),
  );
  const hose = rows[0];
  if (!hose) throw new Error("No installed hose in the organisation");
  return { id: hose.id as string, title: (hose.name as string | null) ?? `Tag ${hose.tagId as string}` };
}

/** The inspections recorded with `notes`, with their photos. */
const recorded = (notes: string) =>
  withDb((q) =>
    q(
      `SELECT m.id, m."inspectionResult", to_char(m."inspectionDate", 'DD/MM/YYYY') AS "inspectionDate",
              (SELECT count(*)::int FROM "Upload" u WHERE u."hoseMetaId" = m.id AND u."deletedAt" IS NULL) AS photos,
              (SELECT json_agg(json_build_object('filename', u.filename, 'mimetype', u.mimetype, 'size', u.size))
                 FROM "Upload" u WHERE u."hoseMetaId" = m.id) AS uploads
         FROM "HoseMeta" m WHERE m.notes = $1`,
      [notes],
    ),
  );

/** Today as the form types it (dd/mm/yyyy), on this machine's calendar like the browser's. */
function todayText(): string {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
}

async function openInspectionForm(page: Page, hoseId: string, title: string) {
  await page.goto(`/portal/${portalOrg(page)}/hoses/${hoseId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await expect(dialog.getByRole("radio", { name: /^Good/ })).toBeAttached();
  return dialog;
}

test("on a 750 kbit/s uplink the form closes within a second of recording with a 4 MB photo, which follows with its progress", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const photo = await cameraPhoto();
  expect(photo.byteLength).toBeGreaterThan(4 * MB);
  const stamp = Date.now().toString(36);
  const notes = `Photo on a slow uplink ${stamp}`;
  const filename = `hose-crack-${stamp}.jpg`;
  await actAs(page, "user@demo.test");
  const hose = await installedHose(portalOrg(page), 0);
  const dialog = await openInspectionForm(page, hose.id, hose.title);

  // The uplink of a phone in a plant room (the figures of the report that found the problem).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });

  await dialog.getByText("No defects").click();
  await dialog.getByLabel("Notes").fill(notes);
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: filename, mimeType: "image/jpeg", buffer: photo });
  // Made a JPEG on the phone as soon as it is picked.
  await expect(dialog.getByText(new RegExp(`^${filename} is ready \\(\\d+\\.\\d MB\\)$`))).toBeVisible({
    timeout: 60_000,
  });
  await expectNoAxeViolations(page, { include: "[role=dialog]", label: "the form with a photo ready" });

  // Timed in the page: from the tap on 'Record inspection' to the dialog gone.
  await page.evaluate(() => {
    const w = window as unknown as { tappedAt?: number; closedAt?: number };
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Record inspection")!;
    button.addEventListener("click", () => (w.tappedAt = performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (w.tappedAt !== undefined && !document.querySelector("[role=dialog]")) {
        w.closedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/hoseMeta") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  const answer = await answered;
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const closedIn = await page.evaluate(() => {
    const w = window as unknown as { tappedAt: number; closedAt: number };
    return w.closedAt - w.tappedAt;
  });
  // What the server took of it, said when the close is slow (a loaded machine answers slowly).
  const timing = answer.request().timing();
  expect(closedIn, `ms from the tap to the form closed (server answer: ${JSON.stringify(timing)})`).toBeLessThan(1000);
  await expect(page.getByText(`Inspection recorded: ${hose.title} is Good`)).toBeVisible();

  // The inspection is recorded while its photo is still on its way, with its progress shown.
  expect(await recorded(notes)).toMatchObject([{ inspectionResult: 0, photos: 0 }]);
  const progress = page.getByRole("progressbar", { name: `Uploading the photo of ${hose.title}` });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number((await progress.getAttribute("aria-valuenow").catch(() => null)) ?? 0), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "1 photo waiting to upload" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "the page with a photo uploading" });

  // The rest of the upload without the throttle (the phone walks back into coverage): what the
  // slow link proves is above, and at 750 kbit/s the remaining megabyte took a quarter of a minute.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // It arrives, once, attached to the inspection: a JPEG far smaller than the camera's file.
  await expect(page.getByText("1 photo uploaded")).toBeVisible({ timeout: 120_000 });
  await expect(progress).toHaveCount(0);
  const [row] = await recorded(notes);
  if (!row) throw new Error("The inspection is gone");
  expect(row.photos).toBe(1);
  expect(row.uploads).toEqual([{ filename, mimetype: "image/jpeg", size: expect.any(Number) }]);
  expect(row.uploads[0].size).toBeLessThan(photo.byteLength / 2);

  // Shown on the hose, at most 2,400 px on its longer side.
  await page.reload();
  const link = page
    .getByRole("list", { name: "Photos and files of this inspection" })
    .getByRole("link", { name: filename });
  await expect(link).toHaveCount(1);
  // Fetched by the page (Node's resolver does not map *.localhost to the loopback as Chromium does).
  const stored = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return response.ok ? Array.from(new Uint8Array(await response.arrayBuffer())) : null;
    },
    (await link.getAttribute("href"))!,
  );
  expect(stored).not.toBeNull();
  const meta = await sharp(Buffer.from(stored!)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2400, 1800]);
  expect(await recorded(notes)).toHaveLength(1);
});

test("an offline inspection the server refuses reopens with its values and the reason, and once corrected arrives once", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const notes = `Refused then corrected ${Date.now().toString(36)}`;
  await actAs(page, "user@demo.test");
  const hose = await installedHose(portalOrg(page), 1);
  const dialog = await openInspectionForm(page, hose.id, hose.title);

  // Offline, dated before the hose was installed: only the server knows the installation date.
  await context.setOffline(true);
  await dialog.getByText("Check again soon").click();
  await dialog.getByLabel("Inspection date").fill("01/01/2001");
  await dialog.getByLabel("Notes").fill(notes);
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  const waiting = page.getByRole("status").filter({ hasText: "waiting to sync" });
  await expect(waiting).toHaveText(/1 inspection waiting to sync/);

  await context.setOffline(false);
  const refusal = page.getByRole("alert").filter({ hasText: `The inspection of ${hose.title} recorded` });
  await expect(refusal).toContainText(
    "could not be saved: The inspection date cannot be before the hose was installed",
    {
      timeout: 30_000,
    },
  );
  await expect(waiting).toHaveCount(0);
  expect(await recorded(notes)).toEqual([]);

  // Reopened with what was recorded, the reason at its field.
  await refusal.getByRole("button", { name: "Correct and resend" }).click();
  const again = page.getByRole("dialog", { name: "Record inspection" });
  await expect(again.getByRole("radio", { name: /^Monitor/ })).toBeChecked();
  await expect(again.getByLabel("Notes")).toHaveValue(notes);
  const date = again.getByLabel("Inspection date");
  await expect(date).toHaveValue("01/01/2001");
  await expect(date).toHaveAccessibleDescription(/The inspection date cannot be before the hose was installed/);
  await expectNoAxeViolations(page, { include: "[role=dialog]", label: "a refused inspection reopened" });

  // A date in the future is refused on the phone, with the server's message, before anything is sent.
  await date.fill("01/01/2999");
  await again.getByRole("button", { name: "Record inspection" }).click();
  await expect(date).toHaveAccessibleDescription(/The inspection date cannot be in the future/);
  expect(await recorded(notes)).toEqual([]);

  await date.fill(todayText());
  await again.getByRole("button", { name: "Record inspection" }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText(`Inspection recorded: ${hose.title} is Monitor`)).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: hose.title })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toHaveCount(0);
  expect(await recorded(notes)).toMatchObject([{ inspectionResult: 1, inspectionDate: todayText() }]);
});

test("'Sync now' offline says so; a refused inspection is deleted only once confirmed", async ({ page, context }) => {
  test.setTimeout(120_000);
  const notes = `Refused then deleted ${Date.now().toString(36)}`;
  await actAs(page, "user@demo.test");
  const hose = await installedHose(portalOrg(page), 2);
  const dialog = await openInspectionForm(page, hose.id, hose.title);
  await context.setOffline(true);
  await dialog.getByText("Take out of service").click();
  await dialog.getByLabel("Inspection date").fill("01/01/2001");
  await dialog.getByLabel("Notes").fill(notes);
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();

  const waiting = page.getByRole("status").filter({ hasText: "waiting to sync" });
  await waiting.getByRole("button", { name: "Sync now" }).click();
  await expect(waiting).toContainText(
    "This device is offline: everything waiting will be sent when the network is back",
  );
  await expectNoAxeViolations(page, { label: "'Sync now' offline" });

  await context.setOffline(false);
  const refusal = page.getByRole("alert").filter({ hasText: `The inspection of ${hose.title} recorded` });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, { label: "a refused inspection listed" });

  // Cancel keeps it; Delete, confirmed, removes it from the phone.
  await refusal.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this inspection?" });
  await expect(confirm).toContainText("will be deleted from this device. This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(refusal).toBeVisible();
  await refusal.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(refusal).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: hose.title })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toHaveCount(0);
  expect(await recorded(notes)).toEqual([]);
});
