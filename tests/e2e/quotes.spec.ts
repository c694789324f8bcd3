import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { switchTo, type Persona } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { waitForEmail } from "./support/outbox";

/**
 * Quote requests as their users meet them: a customer requests a quote for a hose from its
 * distributor; the distributor's quote contact is emailed a link; the distributor sees
 * '{organisation} requested a quote' and marks it completed; the customer then sees the green
 * 'Completed on {date}' chip. A read-only user is offered no quote action. axe checks the list
 * and both dialogs at desktop and phone widths. Messages are unique: specs share the database.
 */
test.beforeEach(() => test.setTimeout(150_000));

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function portalBase(page: Page, email: Persona): Promise<string> {
  await page.context().clearCookies();
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

/** DD/MM/YYYY of today (UTC), as the chip shows it. */
function todayText(): string {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** An active hose of Quarry Works Ltd with a configuration (the API, as the mobile app would find it). */
async function quarryHose(request: APIRequestContext) {
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const quarry = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const hoses = await apiGet<{
    items: Array<{ id: string; name: string | null; hoseConfigurationId: string | null; deletedAt: string | null }>;
  }>(request, "/hoses?limit=50", token, { organisationId: quarry });
  return hoses.items.find((h) => h.hoseConfigurationId && !h.deletedAt && h.name)!;
}

const searchHref = (base: string, text: string) =>
  `${base}/quote-requests?filters=${encodeURIComponent(JSON.stringify([{ key: "search", value: text }]))}`;

test("a customer requests a quote; the distributor is emailed, sees it and completes it; the customer sees it completed", async ({
  page,
  request,
}) => {
  const message = `E2E quote ${unique()}: two spares, sleeved`;

  const hose = await quarryHose(request);

  // The customer requests it from the hose page.
  const customer = await portalBase(page, "customer@demo.test");
  await page.goto(`${customer}/hoses/${hose.id}`);
  await page.getByRole("link", { name: "Request quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request quote" });
  await expect(dialog.getByText("Northern Hose Supply")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send request" })).toBeDisabled();
  await expectAccessibleAtBothWidths(page, () => expect(dialog.getByLabel("Message")).toBeVisible());
  await dialog.getByLabel("Message").fill(message);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Quote request sent" })).toBeVisible();

  // The distributor's quote contact gets the email, with the hose and a link to the quote.
  const email = await waitForEmail("distributor@demo.test", /^Quarry Works Ltd requested a quote for /);
  expect(email.text).toContain(message);
  expect(email.text).toContain(hose.name!);
  // The email carries the client's primaryUrl; the test server listens elsewhere: follow the path.
  const link = /\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(email.text)?.[0] ?? "";
  expect(link, email.text).toBeTruthy();

  // The customer's own list: 'Your company requested a quote from ...', open.
  await page.goto(searchHref(customer, message));
  const customerRow = page.getByRole("row").filter({ hasText: message.slice(0, 40) });
  await expect(
    customerRow.getByRole("link", { name: "Your company requested a quote from Northern Hose Supply" }),
  ).toBeVisible();
  await expect(customerRow.getByText("Open", { exact: true })).toBeVisible();

  // The distributor follows the emailed link: QuoteView over the list.
  const distributor = await portalBase(page, "distributor@demo.test");
  expect(link.startsWith(`${distributor}/quote-requests/`)).toBe(true);
  await page.goto(link);
  const view = page.getByRole("dialog", { name: "Quarry Works Ltd requested a quote" });
  // The message shows in the request and again in its history.
  await expect(view.getByText(message).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(view.getByRole("button", { name: "Mark as completed" })).toBeVisible(),
  );
  await view.getByRole("button", { name: "Close" }).first().click();
  await expect(view).toBeHidden();

  // From the list: the row, axe on the list, 'View' opens the dialog, 'Mark as completed'.
  await page.goto(searchHref(distributor, message));
  const row = page.getByRole("row").filter({ hasText: message.slice(0, 40) });
  await expect(row.getByRole("link", { name: "Quarry Works Ltd requested a quote" })).toBeVisible();
  // On a phone the row is a card.
  const card = page
    .getByTestId("row-cards")
    .getByRole("listitem")
    .filter({ hasText: message.slice(0, 40) });
  await expectAccessibleAtBothWidths(page, () => expect(row.or(card).first()).toBeVisible());
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "View" }).click();
  const fromList = page.getByRole("dialog", { name: "Quarry Works Ltd requested a quote" });
  await fromList.getByRole("button", { name: "Mark as completed" }).click();
  await expect(fromList).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Quote marked as completed" })).toBeVisible();
  await expect(row.getByText(`Completed on ${todayText()}`)).toBeVisible();

  // The customer sees it completed.
  const again = await portalBase(page, "customer@demo.test");
  await page.goto(searchHref(again, message));
  const done = page.getByRole("row").filter({ hasText: message.slice(0, 40) });
  await expect(done.getByText(`Completed on ${todayText()}`)).toBeVisible();
  await done.getByRole("link", { name: "Your company requested a quote from Northern Hose Supply" }).click();
  const completed = page.getByRole("dialog", { name: "Your company requested a quote from Northern Hose Supply" });
  await expect(completed.getByText(`Completed on ${todayText()}`)).toBeVisible();
  await expect(completed.getByRole("button", { name: "Mark as completed" })).toHaveCount(0);
});

test("a distributor offers a quote from the hose list; a read-only user has no quote action", async ({
  page,
  request,
}) => {
  const message = `E2E offer ${unique()}: replacement at shutdown`;
  const hose = await quarryHose(request);
  const distributor = await portalBase(page, "distributor@demo.test");
  // The hose list narrowed to that hose (the 'hose' filter), its row menu offers the quote.
  await page.goto(
    `${distributor}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "hose", value: hose.id }]))}`,
  );
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Offer quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Offer quote" });
  await expect(dialog.getByText("Offer to")).toBeVisible();
  await dialog.getByLabel("Message").fill(message);
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Quote offer sent" })).toBeVisible();
  await page.goto(searchHref(distributor, message));
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: message.slice(0, 30) })
      .getByRole("link", { name: /^Your company offered a quote to / }),
  ).toBeVisible();

  // Read-only: no quote action in the hose list menus nor on the hose page; the list has no completion.
  const readonly = await portalBase(page, "readonly@demo.test");
  await page.goto(`${readonly}/hoses`);
  const menuButton = page.getByRole("button", { name: /^Actions for / }).first();
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "View hose" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /quote/i })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/hoses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // (The side menu's 'Quote requests' link stays: only the action is absent.)
  await expect(page.getByRole("link", { name: /^(Request|Offer) quote$/ })).toHaveCount(0);
  await page.goto(searchHref(readonly, message));
  await page.getByRole("link", { name: "Northern Hose Supply offered to provide a quote" }).click();
  const view = page.getByRole("dialog", { name: "Northern Hose Supply offered to provide a quote" });
  // The message shows in the request and again in its history.
  await expect(view.getByText(message).first()).toBeVisible();
  await expect(view.getByRole("button", { name: "Mark as completed" })).toHaveCount(0);
});
