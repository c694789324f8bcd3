import { expect, test, type Page } from "@playwright/test";
import { actAs, type Persona } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { withDb } from "./support/db";

/**
 * The four dashboards of SPEC §2.4 on the demo seed. Every count card is checked against the
 * database with SQL written here from the rules of SPEC §4 (not the portal's own queries), and a
 * card's click lands on a list whose total equals the card. Other specs add and archive hoses
 * meanwhile, so each comparison reloads and retries until the page and the SQL agree.
 */
test.beforeEach(() => test.setTimeout(120_000));

const TODAY = `(now() at time zone 'utc')::date`;
/** SPEC §4 per card, on a hose `h` (active hoses only). */
const HOSE_CARDS: Record<string, string> = {
  hoses: "true",
  due: `h."nextInspectionDate" <= ${TODAY} + 30`,
  overdue: `h."nextInspectionDate" < ${TODAY}`,
  dueSoon: `h."nextInspectionDate" between ${TODAY} and ${TODAY} + 30`,
  monitor: `h.status = 1 and (h."replacementDate" is null or h."replacementDate" > ${TODAY})`,
  replace: `(h.status = 2 or (h.status in (0, 1) and h."replacementDate" <= ${TODAY}))`,
};

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const one = async (q: Query, sql: string, params: unknown[]) => Number((await q(sql, params))[0]!.n);

const orgId = (q: Query, name: string) =>
  q(`select id from "Organisation" where name = $1`, [name]).then((r) => r[0]!.id as string);

/** The hose cards' counts for hoses matching `visible` (SQL on `h`, with $1). */
async function hoseCounts(q: Query, visible: string, param: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [id, rule] of Object.entries(HOSE_CARDS)) {
    out[id] = await one(q, `select count(*) n from "Hose" h where h."deletedAt" is null and ${visible} and ${rule}`, [
      param,
    ]);
  }
  return out;
}

async function cardCount(page: Page, id: string): Promise<number> {
  const text = await page.getByTestId(`card-${id}`).getByTestId("count").textContent();
  return Number((text ?? "").replace(/,/g, ""));
}

/**
 * Reloads until every card shows what the SQL says now. The page as it stands is tried first: it
 * was just loaded, and a dashboard takes a second or two to render on a loaded machine.
 */
async function expectCardsToMatch(page: Page, expected: () => Promise<Record<string, number>>) {
  let retry = false;
  await expect(async () => {
    if (retry) await page.reload();
    retry = true;
    const want = await expected();
    const shown: Record<string, number> = {};
    for (const id of Object.keys(want)) shown[id] = await cardCount(page, id);
    expect(shown).toEqual(want);
  }).toPass({ timeout: 45_000 });
}

/**
 * Clicks a card and checks the list it opens totals the card's number. Starts from the dashboard
 * the page shows (the previous check left it there), loaded again only for a retry.
 */
async function expectCardToOpenItsList(page: Page, id: string, path: RegExp) {
  const dashboard = page.url();
  let retry = false;
  await expect(async () => {
    if (retry) await page.goto(dashboard);
    retry = true;
    const count = await cardCount(page, id);
    expect(count, `card ${id} has rows to list`).toBeGreaterThan(0);
    await page.getByTestId(`card-${id}`).click();
    await expect(page).toHaveURL(path, { timeout: 20_000 });
    await expect(page.getByTestId("displaying")).toHaveText(new RegExp(` of ${count}$`));
    await page.goto(dashboard);
  }).toPass({ timeout: 45_000 });
}

async function loaded(page: Page) {
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Loading", { exact: true })).toHaveCount(0);
}

async function dashboardOf(page: Page, email: Persona) {
  await actAs(page, email);
  await expect(page).toHaveURL(/\/portal\/(admin|[0-9a-f-]{36})$/);
  await loaded(page);
}

test("client admin: counts of the whole client, narrowed by the distributor picker", async ({ page }) => {
  await dashboardOf(page, "admin@demo.test");
  await withDb(async (q) => {
    const client = (await q(`select id from "Client" where name = 'Demo Hydraulics'`))[0]!.id as string;
    const orgs = (extra: string, params: unknown[]) =>
      one(q, `select count(*) n from "Organisation" where "clientId" = $1 and "deletedAt" is null and ${extra}`, [
        client,
        ...params,
      ]);
    await expectCardsToMatch(page, async () => ({
      distributors: await orgs(`"isDistributor"`, []),
      customers: await orgs(`not "isDistributor"`, []),
      ...(await hoseCounts(q, `h."clientId" = $1`, client)),
    }));
    await expect(
      page.getByTestId("list-distributors").getByRole("link", { name: "Northern Hose Supply" }),
    ).toBeVisible();
    await expect(page.getByTestId("list-customers").getByRole("link", { name: "Quarry Works Ltd" })).toBeVisible();
    await expectAccessibleAtBothWidths(page, () => loaded(page));

    // The picker narrows every card and list to the chosen distributors' networks.
    const northern = await orgId(q, "Northern Hose Supply");
    await page.getByRole("button", { name: /Showing all/ }).click();
    await page.getByRole("checkbox", { name: "Northern Hose Supply" }).check();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /Showing 1 selected/ })).toBeVisible();
    await expect(page).toHaveURL(/filters=.*distributor/);
    await loaded(page);
    await expectCardsToMatch(page, async () => ({
      distributors: 1,
      customers: await orgs(`"distributorId" = $2`, [northern]),
      ...(await hoseCounts(q, `h."distributorOrganisationId" = $1`, northern)),
    }));
    await expect(page.getByTestId("list-distributors").getByRole("link", { name: "Southern Fluid Power" })).toHaveCount(
      0,
    );
  });
  await expectCardToOpenItsList(page, "customers", /\/portal\/admin\/organisations\?filters=/);
  await expectCardToOpenItsList(page, "due", /\/portal\/admin\/hoses\?filters=/);
});

test("distributor: its linked customers' hoses, and its lists", async ({ page }) => {
  await dashboardOf(page, "distributor@demo.test");
  await withDb(async (q) => {
    const northern = await orgId(q, "Northern Hose Supply");
    const linked = `h."customerOrganisationId" in (select id from "Organisation" where "distributorId" = $1 and "deletedAt" is null)`;
    await expectCardsToMatch(page, async () => ({
      customers: await one(
        q,
        `select count(*) n from "Organisation" where "distributorId" = $1 and "deletedAt" is null`,
        [northern],
      ),
      ...(await hoseCounts(q, linked, northern)),
    }));
  });
  for (const title of ["Customers", "Hoses to replace", "Latest inspections", "Latest quotes"]) {
    await expect(page.getByRole("heading", { name: new RegExp(`^${title}`), level: 2 })).toBeVisible();
  }
  await expect(page.getByTestId("list-quotes").getByTestId("rows").getByRole("listitem").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, () => loaded(page));
  await expectCardToOpenItsList(page, "replace", /\/hoses\?filters=/);
  await page.getByRole("link", { name: "See all latest inspections" }).click();
  await expect(page).toHaveURL(/\/inspections$/, { timeout: 20_000 });
});

test("customer: only its own hoses", async ({ page }) => {
  await dashboardOf(page, "customer@demo.test");
  await withDb(async (q) => {
    const quarry = await orgId(q, "Quarry Works Ltd");
    await expectCardsToMatch(page, () => hoseCounts(q, `h."customerOrganisationId" = $1`, quarry));
  });
  await expect(page.getByTestId("card-customers")).toHaveCount(0);
  for (const title of ["Hoses to replace", "Latest inspections", "Latest quotes"]) {
    await expect(page.getByRole("heading", { name: new RegExp(`^${title}`), level: 2 })).toBeVisible();
  }
  // The overdue bar before the twelve weeks holds the Overdue card's hoses.
  const chart = page.getByTestId("due-chart");
  await expect(chart.getByRole("listitem")).toHaveCount(13);
  let retry = false;
  await expect(async () => {
    if (retry) await page.reload();
    retry = true;
    const overdue = await cardCount(page, "overdue");
    expect(overdue).toBeGreaterThan(0);
    await expect(chart.getByRole("listitem").first()).toHaveAttribute("data-count", String(overdue));
  }).toPass({ timeout: 45_000 });
  await expectAccessibleAtBothWidths(page, () => loaded(page));
  await expectCardToOpenItsList(page, "hoses", /\/hoses$/);
  await expectCardToOpenItsList(page, "overdue", /\/hoses\?filters=/);
  await expectCardToOpenItsList(page, "monitor", /\/hoses\?filters=/);
});

test("system admin who is not a client admin: the notice only", async ({ page }) => {
  await dashboardOf(page, "operator@demo.test");
  await expect(page.getByText("You are a system admin but not a client admin of this system.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login as admin" })).toBeVisible();
  await expect(page.locator('[data-testid^="card-"]')).toHaveCount(0);
});
