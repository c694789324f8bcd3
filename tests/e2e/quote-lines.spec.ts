import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { waitForEmail } from "./support/outbox";
import { switchTo, type Persona } from "./support/personas";
import { hostUrl } from "../../playwright.config";

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
  const base = await switchTo(page, email);
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  return base;
}

const API = `${hostUrl("localhost")}/api/v1`;

/**
 * A new site of Quarry Works Ltd holding exactly three hoses, each built to a configuration the
 * customer already uses: made through the API for this run, so the filter finds exactly them
 * whatever earlier runs and the demo data left.
 */
async function zoneWithThreeHoses(request: APIRequestContext) {
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const quarry = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const headers = { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": quarry };
  const hoses = await apiGet<{ items: Array<{ hoseConfigurationId: string | null }> }>(
    request,
    "/hoses?limit=100",
    token,
    { organisationId: quarry },
  );
  const configuration = hoses.items.find((h) => h.hoseConfigurationId)?.hoseConfigurationId;
  expect(configuration, "a configuration Quarry Works uses").toBeTruthy();
  const run = Date.now().toString(36);
  const site = await request.post(`${API}/sites`, {
    headers,
    data: { name: `E2E quote site ${run}`, organisationId: quarry, parentId: null },
  });
  expect(site.status(), await site.text()).toBe(201);
  const zoneId = ((await site.json()) as { id: string }).id;
  const names = [1, 2, 3].map((n) => `E2E quoted hose ${run}-${n}`);
  // The demo client has tag batches: a new hose takes one of its uploaded tags, so the run
  // uploads its own (unallocated: any customer with a distributor may fit them).
  const tags = names.map((_, n) => `QL${run}${n}`.toUpperCase());
  const admin = await apiLogin(request, "system@demo.test");
  const upload = await request.post(`${API}/tag-upload`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${admin}`, "X-Organisation-Id": "admin" },
    multipart: {
      file: { name: "tags.csv", mimeType: "text/csv", buffer: Buffer.from(tags.join("\n")) },
      batchName: `E2E quote lines ${run}`,
      maxChecks: "5",
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  for (const [n, name] of names.entries()) {
    const created = await request.post(`${API}/hoses`, {
      headers,
      data: {
        tagId: tags[n],
        name,
        customerOrganisationId: quarry,
        organisationZoneId: zoneId,
        hoseConfigurationId: configuration,
        installationDate: "2025-06-01",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { zoneId, names };
}

test("a customer requests one quote for three hoses from a filter; the distributor prices it; the customer accepts @embedded", async ({
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
    // Each line names the hose beside its tag.
    await expect(sent.getByTestId("quote-lines").getByText(name)).toBeVisible();
  // The message shows in the request and again in its history.
  await expect(sent.getByText(message).first()).toBeVisible();

  // The distributor's quote contact is emailed; the link opens the quote, which it prices.
  const request1 = await waitForEmail(
    "distributor@demo.test",
    // This run's hoses only: the other quote specs email the same contact meanwhile.
    new RegExp(`^Quarry Works Ltd requested a quote for .*${names[0]!.split(" ").at(-1)}`),
  );
  expect(request1.text).toContain(message);
  const link = /\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(request1.text)?.[0] ?? "";
  expect(link, request1.text).toBeTruthy();
  await portalBase(page, "distributor@demo.test");
  await page.goto(link);
  const incoming = page.getByRole("dialog", { name: "Quarry Works Ltd requested a quote" });
  await expect(incoming.getByText(message).first()).toBeVisible();
  const prices = ["42.50", "18", "7.05"];
  for (const [i, name] of names.entries()) await incoming.getByLabel(`Unit price of ${name} (GBP)`).fill(prices[i]!);
  // Two of the second hose, and the offer as a PDF beside the message.
  await incoming.getByLabel(`Quantity of ${names[1]}`).fill("2");
  await incoming.getByLabel("Message to the customer").fill("Fitted at the next shutdown.");
  await incoming.getByLabel("Offer document (PDF)").setInputFiles({
    name: "offer-4711.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await incoming.getByRole("button", { name: "Send priced quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote priced and sent" })).toBeVisible();

  // The customer is emailed the offer (42.50 + 2 x 18 + 7.05 = £85.55), opens it and accepts.
  const offer = await waitForEmail("customer@demo.test", /^Northern Hose Supply priced your quote for 3 hoses$/);
  expect(offer.text).toContain("Total: £85.55");
  await portalBase(page, "customer@demo.test");
  await page.goto(/\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(offer.text)![0]);
  const priced = page.getByRole("dialog", { name: "Your company requested a quote from Northern Hose Supply" });
  await expect(priced.getByTestId("quote-total")).toHaveText("£85.55");
  const pdf = priced.getByRole("link", { name: "Offer document: offer-4711.pdf" });
  await expect(pdf).toBeVisible();
  // Fetched as the customer's browser would (its cookies, its host).
  const document = await page.evaluate(
    async (href) => {
      const answer = await fetch(href);
      const head = new Uint8Array(await answer.arrayBuffer()).slice(0, 5);
      return { status: answer.status, head: String.fromCharCode(...head) };
    },
    (await pdf.getAttribute("href"))!,
  );
  expect(document).toEqual({ status: 200, head: "%PDF-" });
  await expectAccessibleAtBothWidths(page, () =>
    expect(priced.getByRole("button", { name: "Accept quote" })).toBeVisible(),
  );
  await priced.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote accepted" })).toBeVisible();

  // The distributor is emailed the acceptance; both sides read the history.
  const accepted = await waitForEmail("distributor@demo.test", /^Quarry Works Ltd accepted your quote for 3 hoses$/);
  expect(accepted.text).toContain("£85.55");
  await page.goto(/\/portal\/[0-9a-f-]{36}\/quote-requests\/[0-9a-f-]{36}/.exec(offer.text)![0]);
  const history = page.getByRole("dialog").getByTestId("quote-history");
  await expect(history.getByText("Requested", { exact: true })).toBeVisible();
  await expect(history.getByText("Priced", { exact: true })).toBeVisible();
  await expect(history.getByText("Accepted", { exact: true })).toBeVisible();
});

test("ticked hoses with a quantity each: a distributor offers one quote to their customer; a PDF that is not one is refused", async ({
  page,
  request,
}) => {
  const { zoneId, names } = await zoneWithThreeHoses(request);
  const distributor = await portalBase(page, "distributor@demo.test");
  await page.goto(
    `${distributor}/hoses?filters=${encodeURIComponent(JSON.stringify([{ key: "zone", value: zoneId }]))}`,
  );
  // Nothing ticked: a distributor has no customer to offer to yet.
  await expect(page.getByRole("link", { name: names[0], exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Offer quote for/ })).toHaveCount(0);
  // The list renders rows and a phone's cards: the visible one is ticked.
  for (const name of names.slice(0, 2))
    await page.getByLabel(`Select ${name} for labels`).filter({ visible: true }).check();
  await page.getByRole("button", { name: "Offer quote for 2 hoses" }).click();
  const ask = page.getByRole("dialog", { name: "Offer quote" });
  await expect(ask.getByText("One quote to Quarry Works Ltd for the 2 ticked hoses.")).toBeVisible();
  await ask.getByLabel(`Quantity of ${names[0]}`).fill("0");
  await ask.getByLabel("Message").fill("Two spares each, before the next inspection.");
  await ask.getByRole("button", { name: "Create quote" }).click();
  // A quantity below one is refused beside its field, and nothing is sent.
  await expect(ask.getByText("The quantity must be at least 1")).toBeVisible();
  await ask.getByLabel(`Quantity of ${names[0]}`).fill("4");
  await ask.getByRole("button", { name: "Create quote" }).click();

  await expect(page).toHaveURL(/\/quote-requests\/[0-9a-f-]{36}$/);
  const made = page.getByRole("dialog", { name: "Your company offered a quote to Quarry Works Ltd" });
  await expect(made.getByTestId("quote-line")).toHaveCount(2);
  await expect(made.getByTestId("quote-line").filter({ hasText: names[0] })).toContainText("Quantity:4");
  await expectAccessibleAtBothWidths(page, () => expect(made.getByLabel(`Quantity of ${names[0]}`)).toHaveValue("4"));
  // An offer document must be a PDF: a text file named .pdf is refused and nothing is priced.
  for (const name of names.slice(0, 2)) await made.getByLabel(`Unit price of ${name} (GBP)`).fill("10");
  await made.getByLabel("Offer document (PDF)").setInputFiles({
    name: "offer.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf at all"),
  });
  await made.getByRole("button", { name: "Send priced quote" }).click();
  await expect(made.getByText("The offer document must be a PDF")).toBeVisible();
  await expect(made.getByTestId("quote-total")).toHaveCount(0);
});
