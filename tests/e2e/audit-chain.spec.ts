import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { switchTo, type Persona } from "./support/personas";

/**
 * On a phone (390 px): a technician keeps their competence records on their profile, and signs
 * an inspection on the screen for a customer that requires signed inspections (Harbour Cranes
 * Ltd in the demo seed); the hose's timeline then shows the signature with its time. Someone
 * without a valid competence is warned before recording for a customer that requires one.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(() => test.setTimeout(120_000));

async function portalBase(page: Page, email: Persona): Promise<string> {
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

/** Opens the first Good hose of Harbour Cranes Ltd (its sites: North Quay, Workshop). */
async function openHarbourHose(page: Page, base: string): Promise<string> {
  const filters = [
    { key: "search", value: "North Quay" },
    { key: "status", value: ["0"] },
  ];
  await page.goto(`${base}/hoses?filters=${encodeURIComponent(JSON.stringify(filters))}`);
  const first = page.getByTestId("row-cards").getByRole("listitem").first();
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test("a technician lists and adds competence records on their profile", async ({ page }) => {
  const base = await portalBase(page, "manager@demo.test");
  await page.goto(`${base}/your-profile`);
  const section = page.getByRole("region", { name: "Competence" });
  const records = section.getByRole("list", { name: "Your competence records" });
  await expect(records.getByText("Hydraulic hose inspector").first()).toBeVisible();
  await expect(records.getByText(/^Valid · Valid until/).first()).toBeVisible();

  const form = section.getByRole("form", { name: "Add competence" });
  await form.getByRole("button", { name: "Add competence" }).click();
  await expect(form.getByText("Please enter the qualification")).toBeVisible();
  await form.getByLabel("Qualification").fill("Pressure systems awareness");
  await form.getByLabel("Issued by").fill("Safety Board");
  await form.getByLabel("Valid until").fill("31/12/2030");
  await form.getByRole("button", { name: "Add competence" }).click();
  await expect(form.getByText("Pressure systems awareness has been added")).toBeVisible();
  // .first(): a rerun on the same server has added one before.
  await expect(records.getByText("Pressure systems awareness").first()).toBeVisible();
  await expect(records.getByText(/31\/12\/2030/).first()).toBeVisible();

  // Its certificate is filed beside it (the field is named after the record), then downloads.
  const certificate = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  await records
    .getByLabel(/certificate of Pressure systems awareness$/i)
    .first()
    .setInputFiles({ name: "safety-board.pdf", mimeType: "application/pdf", buffer: certificate });
  await expect(page.getByText("The certificate of Pressure systems awareness has been saved")).toBeVisible();
  const download = page.waitForEvent("download");
  await records.getByRole("button", { name: "Download the certificate of Pressure systems awareness" }).first().click();
  expect((await download).suggestedFilename()).toBe("safety-board.pdf");
  await expect(records.getByText("safety-board.pdf").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an inspection for a customer that requires signatures is signed on the screen", async ({ page }) => {
  const base = await portalBase(page, "manager@demo.test");
  await openHarbourHose(page, base);
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  const signature = dialog.getByRole("group", { name: /Signature/ });
  await expect(signature).toContainText("required by this customer");
  await expectNoAxeViolations(page);

  // Harbour Cranes also requires its checklist: every criterion passes.
  const criteria = dialog.getByRole("group").filter({ has: page.getByRole("radio", { name: "Not applicable" }) });
  for (const group of await criteria.all()) await group.getByRole("radio", { name: "Pass" }).check();

  // Unsigned: refused, with the reason, and nothing recorded.
  await dialog.getByText("No defects").click();
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(
    dialog.getByText("This customer requires signed inspections: sign on the screen or confirm with your password"),
  ).toBeVisible();

  // Signed with a finger (a pointer stroke across the pad).
  const pad = dialog.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 15 : -15));
  await page.mouse.up();
  await expect(signature.getByRole("status")).toHaveText("Signed");
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();

  const signed = page.getByTestId("inspection-signature").first();
  // The form closes at once on a slow answer; the page shows the inspection once it is recorded.
  await expect(signed).toContainText("Signed on the screen by Mark Turner", { timeout: 20_000 });
  await expect(signed.getByRole("img", { name: "Signature of Mark Turner" })).toBeVisible();
  // The competence kept is the inspector's valid one that lasts longest (added by the first test, or the seeded one).
  await expect(
    page.getByText(/^Competence: .+ \(issued by .+, valid until \d{4}-\d{2}-\d{2}\)$/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("someone without a valid competence is warned before recording for a customer that requires one", async ({
  page,
}) => {
  const base = await portalBase(page, "distributor@demo.test");
  await openHarbourHose(page, base);
  await page.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await expect(dialog.getByText(/requires inspectors with a valid competence record/)).toBeVisible();
});
