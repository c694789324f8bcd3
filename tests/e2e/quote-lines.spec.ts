import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { waitForEmail } from "./support/outbox";
import { actAs, type Persona } from "./support/personas";

/**
 * A quote for many hoses, end to end: the customer filters its hose list to one location and
 * asks for one quote for the three hoses there; the distributor's quote contact is emailed,
 * prices each line and sends the offer; the customer (emailed in turn) accepts it; the
 * distributor is emailed the acceptance. axe checks the request dialog and the priced quote at
 * desktop and phone widths.
 */
test.beforeEach(() => test.setTimeout(180_000));

async function portalBase(page: Page, email: Persona): Promise<string> {
  await page.context().clearCookies();
  await actAs(page, email);
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

/**
 * A location of Quarry Works Ltd holding exactly three active hoses, all with a configuration
 * and none in an open quote line of an earlier run (found through the API, as the app would).
 */
async function zoneWithThreeHoses(request: APIRequestContext) {
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const quarry = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const hoses = await apiGet<{
    items: Array<{
      id: string;
      name: string | null;
      organisationZoneId: string | null;
      hoseConfigurationId: string | null;
      deletedAt: string | null;
    }>;
  }>(request, "/hoses?limit=500", token, { organisationId: quarry });
  const byZone = new Map<string, typeof hoses.items>();
  for (const h of hoses.items) {
    if (!h.organisationZoneId || h.deletedAt) continue;
    byZone.set(h.organisationZoneId, [...(byZone.get(h.organisationZoneId) ?? []), h]);
  }
  const zone = [...byZone.entries()].find(([, list]) => list.length === 3 && list.every((h) => h.hoseConfigurationId));
  expect(zone, "a Quarry Works location with three configured hoses").toBeTruthy();
  return { zoneId: zone![0], names: zone![1].map((h) => h.name ?? "") };
}

test("a customer requests one quote for three hoses from a filter; the distributor prices it; the customer accepts", async ({
  page,
  request,
}) => {
  const { zoneId, names } = await zoneWithThreeHoses(request);
  const message = `E2E lines ${Date.now().toString(36)}: like-for-like at the next shutdown`;

  // The customer filters the list to the location and asks for one quote for what it shows.
  const customer = await portalBase(page, "customer@demo.test");
  await page.goto(`${customer}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "zone", value: zoneId }]))}`);
  for (const name of names) await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Request quote for matching hoses" }).click();
  const ask = page.getByRole("dialog", { name: "Request quote" });
  await expect(ask.getByText("Northern Hose Supply")).toBeVisible();
  await expectAccessibleAtBothWidths(page, () => expect(ask.getByLabel("Message")).toBeVisible());
  await ask.getByLabel("Message").fill(message);
  await ask.getByRole("button", { name: "Send request" }).click();

  // It opens the new quote: three lines, each with its specification.
  await expect(page).toHaveURL(/\/quote-requests\/[0-9a-f-]{36}$/);
  const sent = page.getByRole("dialog", { name: "Your company requested a quote from Northern Hose Supply" });
  await expect(sent.getByTestId("quote-line")).toHaveCount(3);
  for (const name of names)
    await expect(sent.getByTestId("quote-lines").getByText(name, { exact: true })).toBeVisible();
  await expect(sent.getByText(message)).toBeVisible();

  // The distributor's quote contact is emailed; the link opens the quote, which it prices.
  const request1 = await waitForEmail("distributor@demo.test", /^Quarry Works Ltd requested a quote for /);
  expect(request1.text).toContain(message);
  const link = /\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(request1.text)?.[0] ?? "";
  expect(link, request1.text).toBeTruthy();
  await portalBase(page, "distributor@demo.test");
  await page.goto(link);
  const incoming = page.getByRole("dialog", { name: "Quarry Works Ltd requested a quote" });
  await expect(incoming.getByText(message)).toBeVisible();
  const prices = ["42.50", "18", "7.05"];
  for (const [i, name] of names.entries()) await incoming.getByLabel(`Unit price of ${name} (GBP)`).fill(prices[i]!);
  await incoming.getByLabel("Message to the customer").fill("Fitted at the next shutdown.");
  await incoming.getByRole("button", { name: "Send priced quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote priced and sent" })).toBeVisible();

  // The customer is emailed the offer (£67.55 in all), opens it and accepts.
  const offer = await waitForEmail("customer@demo.test", /^Northern Hose Supply priced your quote for 3 hoses$/);
  expect(offer.text).toContain("Total: £67.55");
  await portalBase(page, "customer@demo.test");
  await page.goto(/\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(offer.text)![0]);
  const priced = page.getByRole("dialog", { name: "Your company requested a quote from Northern Hose Supply" });
  await expect(priced.getByTestId("quote-total")).toHaveText("£67.55");
  await expectAccessibleAtBothWidths(page, () =>
    expect(priced.getByRole("button", { name: "Accept quote" })).toBeVisible(),
  );
  await priced.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote accepted" })).toBeVisible();

  // The distributor is emailed the acceptance; both sides read the history.
  const accepted = await waitForEmail("distributor@demo.test", /^Quarry Works Ltd accepted your quote for 3 hoses$/);
  expect(accepted.text).toContain("£67.55");
  await page.goto(/\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(offer.text)![0]);
  const history = page.getByRole("dialog").getByTestId("quote-history");
  await expect(history.getByText("Requested", { exact: true })).toBeVisible();
  await expect(history.getByText("Priced", { exact: true })).toBeVisible();
  await expect(history.getByText("Accepted", { exact: true })).toBeVisible();
});
