import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { switchTo } from "./support/personas";

/**
 * The screens a technician uses on a phone, at 390 x 844: lists as cards (the whole card one
 * link to the hose), the filters behind a 'Filters (n)' button, the hose page's actions in a bar
 * in thumb reach with 'Scan next', 44 px tap targets, and the public card's way in first.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(() => test.setTimeout(90_000));

const MIN_TAP = 44;

async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box, await target.evaluate((el) => el.outerHTML.slice(0, 120))).not.toBeNull();
  expect(box.height).toBeGreaterThanOrEqual(MIN_TAP);
  expect(box.width).toBeGreaterThanOrEqual(MIN_TAP);
}

async function portalBase(page: Page): Promise<string> {
  const base = await switchTo(page, "user@demo.test");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

const cards = (page: Page) => page.getByTestId("row-cards").getByRole("listitem");

test("the hose list is cards: each one link to its hose, with its status, due text and location", async ({ page }) => {
  const base = await portalBase(page);
  await page.goto(`${base}/hoses`);
  await expect(page.getByRole("heading", { level: 1, name: "Tagged hoses" })).toBeVisible();
  const list = page.getByRole("list", { name: "Tagged hoses" });
  await expect(list).toBeVisible();
  // No table squeezed sideways, and no filter fields before the rows.
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
  const first = cards(page).first();
  await expect(first).toBeInViewport();

  // One link per card, named by the hose; the chip and location are on the card.
  const links = first.getByRole("link");
  await expect(links).toHaveCount(1);
  const name = (await links.textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  await expect(first.getByText(/^(Good|Monitor|Replace|Uninstalled)$/)).toBeVisible();
  await expect(first.getByText(/^Tag /)).toBeVisible();

  // Tap targets: the card, its actions, its tick box, the list's buttons and the pager.
  await expectTapTarget(first);
  await expectTapTarget(first.getByRole("button", { name: `Actions for ${name}` }));
  const tick = first.getByRole("checkbox");
  if (await tick.count()) await expectTapTarget(tick.locator(".."));
  await expectTapTarget(page.getByRole("button", { name: /^Filters/ }));
  await expectTapTarget(page.getByRole("button", { name: "Refresh" }));
  const pager = page.getByRole("navigation", { name: "Pagination" });
  if (await pager.count()) {
    for (const link of await pager.getByRole("link").all()) await expectTapTarget(link);
  }
  await expectNoAxeViolations(page, { label: "hose cards" });

  // The row actions stay reachable on the card.
  await first.getByRole("button", { name: `Actions for ${name}` }).click();
  await expect(page.getByRole("menuitem", { name: "View hose" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Tapping anywhere on the card (here: its lower middle, over the status and due text) opens the hose.
  const box = (await first.boundingBox())!;
  await first.click({ position: { x: box.width / 2, y: box.height - 8 } });
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("'Filters (n)' opens the filters in a dialog: Apply counts them, Escape and Clear", async ({ page }) => {
  const base = await portalBase(page);
  await page.goto(`${base}/hoses`);
  const button = page.getByRole("button", { name: "Filters", exact: true });
  await expect(button).toBeVisible();

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  // Focus stays in the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page, { label: "filters dialog" });
  // Escape closes it without a change.
  await dialog.getByRole("searchbox", { name: "Search" }).fill("DH1000");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(new URL(page.url()).searchParams.get("filters")).toBeNull();

  // Apply: the list is narrowed and the button counts the filter.
  await button.click();
  await dialog.getByRole("searchbox", { name: "Search" }).fill("DH1000");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toHaveCount(0);
  const counted = page.getByRole("button", { name: "Filters (1)", exact: true });
  await expect(counted).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => new URL(page.url()).searchParams.get("filters") ?? "").toContain("DH1000");
  await expect(cards(page).first()).toContainText("DH1000");

  // Clear: every filter of the dialog goes.
  await counted.click();
  await expect(dialog.getByRole("searchbox", { name: "Search" })).toHaveValue("DH1000");
  await dialog.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => new URL(page.url()).searchParams.get("filters")).toBeNull();
});

test("the inspections list is cards; a card opens its hose", async ({ page }) => {
  const base = await portalBase(page);
  await page.goto(`${base}/inspections`);
  await expect(page.getByRole("list", { name: "Inspections" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const first = cards(page).first();
  await expect(first.getByText(/^Inspected /)).toBeVisible();
  await expectTapTarget(first);
  await expectNoAxeViolations(page, { label: "inspection cards" });
  const name = (await first.getByRole("link").textContent())!.trim();
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("the hose page keeps its actions in thumb reach; after an inspection the notice offers 'Scan next'", async ({
  page,
  request,
}) => {
  const base = await portalBase(page);
  const org = base.split("/").pop()!;
  // A Good hose due last (not the first of the list, which other specs inspect), inspected Good:
  // its status stays, and it is not due soon before or after.
  const token = await apiLogin(request, "user@demo.test");
  const { items } = await apiGet<{
    items: Array<{ id: string; status: number; tagId: string | null; nextInspectionDate: string | null }>;
  }>(request, "/hoses?limit=100", token, { organisationId: org });
  const hose = items
    .filter((h) => h.status === 0 && h.tagId && h.nextInspectionDate)
    .sort((a, b) => b.nextInspectionDate!.localeCompare(a.nextInspectionDate!))[0]!;
  const other = items.find((h) => h.tagId && h.id !== hose.id)!;

  await page.goto(`${base}/hoses/${hose.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Hose actions" });
  const quick = page.getByRole("navigation", { name: "Quick actions" });
  // Visible without scrolling, above the Quick actions bar, every button 44 px or more.
  for (const control of [
    bar.getByRole("link", { name: "Record inspection" }),
    bar.getByRole("link", { name: "Add note" }),
    bar.getByRole("button", { name: "Scan next" }),
    quick.getByRole("button", { name: "Scan tag" }),
  ]) {
    await expect(control).toBeInViewport();
    await expectTapTarget(control);
  }
  const barBox = (await bar.boundingBox())!;
  const quickBox = (await quick.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(quickBox.y + 1);
  // The top of the page does not repeat them.
  await expect(page.getByRole("link", { name: "Record inspection" })).toHaveCount(1);
  await expectNoAxeViolations(page, { label: "hose page" });

  // Scrolled down, the bar stays in reach.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(bar.getByRole("link", { name: "Record inspection" })).toBeInViewport();

  // 'Scan next' opens the scanner; a typed tag opens that hose.
  await bar.getByRole("button", { name: "Scan next" }).click();
  const scanner = page.getByRole("dialog", { name: "Scan tag" });
  await expect(scanner).toBeVisible();
  await scanner.getByLabel("Or type the tag id").fill(other.tagId!);
  await scanner.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/hoses/${other.id}$`));

  // Back on the first hose: record an inspection; the notice offers 'Scan next'.
  await page.goto(`${base}/hoses/${hose.id}`);
  await bar.getByRole("link", { name: "Record inspection" }).click();
  const dialog = page.getByRole("dialog", { name: "Record inspection" });
  await dialog.getByText("No defects").click();
  await dialog.getByRole("button", { name: "Record inspection" }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId("notice");
  await expect(notice).toContainText("Inspection recorded");
  const scanNext = notice.getByRole("button", { name: "Scan next" });
  // Focused, the notice stays (it has a button to reach) however long the checks below take.
  await scanNext.focus();
  await expectTapTarget(scanNext);
  await expectNoAxeViolations(page, { label: "notice with Scan next" });
  await scanNext.click();
  await expect(page.getByRole("dialog", { name: "Scan tag" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("the public card offers 'Sign in to record an inspection' first, back to the hose", async ({ page }) => {
  await page.goto("/t/DH100001");
  await expect(page.getByRole("heading", { name: "Tagged hose" })).toBeVisible();
  const signIn = page.getByRole("link", { name: "Sign in to record an inspection" });
  await expect(signIn).toBeInViewport();
  await expectTapTarget(signIn);
  // Before the problem report.
  const report = page
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /problem/i })
    .first();
  expect((await signIn.boundingBox())!.y).toBeLessThan((await report.boundingBox())!.y);
  await expectNoAxeViolations(page, { label: "public card" });
  await signIn.click();
  await expect(page).toHaveURL(/\/login\?nextUrl=%2Ft%2FDH100001$/);
  await expect(page.getByRole("tabpanel", { name: "Login" })).toBeVisible();
});
