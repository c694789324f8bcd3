import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";
import { login } from "./support/auth";
import { actAs, hydrated, openAs } from "./support/personas";

/**
 * Things users hit across the portal: a session that ends while a screen is open ends in login
 * (not "no network" or an inline message), quote creation by deep link under quote-requests,
 * notices that leave titles readable, and wording that names what users have.
 */
test.beforeEach(() => test.setTimeout(90_000));

/** Quarry Works, one of its hoses with a configuration, and its distributor, through the API. */
async function quarry(request: APIRequestContext) {
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const org = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const hoses = await apiGet<{ items: Array<{ id: string; hoseConfigurationId: string | null }> }>(
    request,
    "/hoses?limit=20",
    token,
    { organisationId: org },
  );
  const hoseId = hoses.items.find((h) => h.hoseConfigurationId)!.id;
  const self = await apiGet<{ distributorId: string }>(request, `/organisations/${org}`, token, {
    organisationId: org,
  });
  return { org, hoseId, distributorId: self.distributorId };
}

test("a session that ends on an open hose page sends the user to login, back to that page after", async ({
  page,
  request,
}) => {
  const { org, hoseId } = await quarry(request);
  await actAs(page, "customer@demo.test");
  const hosePath = `/portal/${org}/hoses/${hoseId}`;
  await page.goto(hosePath);
  // Past the page's loading state (whose heading is 'Loading'), with React in charge of the
  // upload control: a file given to it earlier is lost.
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Loading");
  await page.context().clearCookies();
  await page
    .getByLabel("Upload a document")
    .setInputFiles({ name: "note.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("nextUrl") === hosePath);
  await login(page, "customer@demo.test", undefined, { goto: false });
  await expect(page).toHaveURL(new RegExp(`${hosePath}$`));
});

test("quote-requests?hoseId&quoteOrganisationId opens the quote dialog for the real counterpart only", async ({
  page,
  request,
}) => {
  const { org, hoseId, distributorId } = await quarry(request);
  await openAs(
    page,
    "customer@demo.test",
    `/portal/${org}/quote-requests?hoseId=${hoseId}&quoteOrganisationId=${distributorId}`,
  );
  const dialog = page.getByRole("dialog", { name: "Request quote" });
  await expect(dialog).toContainText("Northern Hose Supply");
  await expect(dialog.getByRole("button", { name: /Send/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/${org}/quote-requests$`));
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();

  // Its own id, or not an id at all, is no counterpart: nothing to send.
  for (const wrong of [org, "nonsense"]) {
    await page.goto(`/portal/${org}/quote-requests?hoseId=${hoseId}&quoteOrganisationId=${wrong}`);
    const missing = page.getByRole("dialog", { name: "Unable to load" });
    await expect(missing).toContainText("This hose or organisation does not exist or is not available to you.");
  }
});

test("notices sit at the bottom, clear of the page and dialog titles, on desktop and phone", async ({ page }) => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await actAs(page, "customer@demo.test");
    await page.goto(`${new URL(page.url()).pathname}?notice=permissions`);
    const notice = page.getByTestId("notice");
    await expect(notice).toBeVisible();
    const box = (await notice.boundingBox())!;
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(box.y).toBeGreaterThan(title.y + title.height);
    expect(box.y + box.height).toBeGreaterThan(size.height - 120);
    await page.context().clearCookies();
  }
});

test("the Inspections page names the hose page, not an app users do not have", async ({ page }) => {
  await actAs(page, "customer@demo.test");
  await page.goto(`${new URL(page.url()).pathname}/inspections`);
  await expect(page.getByRole("heading", { level: 1, name: "Inspections" })).toBeVisible();
  await expect(page.getByText("mobile tagging app")).toHaveCount(0);
  await expect(page.getByText(/open the hose \(scan its tag or find it in Tagged hoses\)/)).toBeVisible();
});

test("Tag management counts free tags as 'not yet fitted', not as the hose status 'uninstalled'", async ({ page }) => {
  await openAs(page, "system@demo.test", "/portal/admin/tag-management");
  await expect(page.getByText("Tags not yet fitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Tags uninstalled")).toHaveCount(0);
});
