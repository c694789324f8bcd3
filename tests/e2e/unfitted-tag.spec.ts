import { expect, test, type APIRequestContext } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { apiGet, apiLogin } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated, openAs } from "./support/personas";

/**
 * A technician scans a tag that no hose carries (a new tag for a hose whose tag was lost): at
 * phone size the tag's page offers a new hose with the tag filled in, or a search of the hoses
 * already in the portal, and fits the tag to the one chosen.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(() => test.setTimeout(120_000));

const API = `${hostUrl("localhost")}/api/v1`;
const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const headers = (token: string, org: string) => ({
  "X-Client-Host": "demo.localhost",
  Authorization: `Bearer ${token}`,
  "X-Organisation-Id": org,
});

/** The demo client has tag batches: only uploaded tags fit, so the test uploads its own. */
async function uploadTags(request: APIRequestContext, tags: string[]) {
  const token = await apiLogin(request, "system@demo.test");
  const response = await request.post(`${API}/tag-upload`, {
    headers: headers(token, "admin"),
    multipart: {
      // With its header line: a first tag without a digit, above tags with one, would be read
      // as the header (lib/tags/tag-file.ts), and the random suffixes are sometimes all letters.
      file: { name: "tags.csv", mimeType: "text/csv", buffer: Buffer.from(["Tag id", ...tags].join("\n")) },
      batchName: `E2E unfitted ${tags[0]}`,
      maxChecks: "5",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a scanned tag no hose carries is fitted to a new hose or to one already in the portal", async ({
  page,
  request,
}) => {
  const scanned = `NEW-${suffix()}`;
  const lost = `LOST-${suffix()}`;
  await uploadTags(request, [scanned, lost]);
  // A hose of the customer's, still carrying the tag that fell off.
  const token = await apiLogin(request, "customer@demo.test");
  const me = await apiGet<{ organisations: Array<{ id: string; name: string }> }>(request, "/me", token);
  const quarry = me.organisations.find((o) => o.name === "Quarry Works Ltd")!.id;
  const created = await request.post(`${API}/hoses`, {
    headers: headers(token, quarry),
    data: { tagId: lost, customerOrganisationId: quarry },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hoseId = ((await created.json()) as { id: string }).id;

  await openAs(page, "customer@demo.test", `/t/${scanned.toLowerCase()}`);
  await expect(page.getByRole("heading", { name: `Tag ${scanned} is not on a hose yet` })).toBeVisible();
  const newHose = page.getByRole("link", { name: "Tag a new hose with it" });
  await expect(newHose).toBeInViewport();
  await expectNoAxeViolations(page, { label: "an unfitted tag's page at 390 px" });

  // A new hose: the form opens with the scanned tag in it.
  await newHose.click();
  const dialog = page.getByRole("dialog", { name: "Create hose" });
  await expect(dialog.getByLabel("Tag id")).toHaveValue(scanned);
  await page.goBack();

  // Or a hose already here: found by its old tag, the scanned one fitted to it.
  await page.goto(`/t/${scanned}`);
  await hydrated(page);
  await page.getByLabel("Find the hose").fill(lost);
  await page.getByRole("button", { name: "Find" }).click();
  const fit = page.getByRole("button", { name: `Fit to Tag ${lost}` });
  await expect(fit).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page, { label: "the hoses found for an unfitted tag" });
  await fit.click();
  // Fitting writes the tag and its history, then opens the hose: more than a click's time on a
  // loaded machine.
  await expect(page).toHaveURL(new RegExp(`/portal/${quarry}/hoses/${hoseId}`), { timeout: 15_000 });
  await expect(page.getByText(`Tag ${scanned} is now fitted to this hose`)).toBeVisible();
  const hose = await apiGet<{ id: string; tagId: string }>(request, `/hoses/tag/${scanned}`, token, {
    organisationId: quarry,
  });
  expect(hose).toMatchObject({ id: hoseId, tagId: scanned });

  // The tag it replaced is free again; a visitor who is not signed in learns nothing of it.
  await page.goto(`/t/${lost}`);
  await expect(page.getByRole("heading", { name: `Tag ${lost} is not on a hose yet` })).toBeVisible();
  await page.context().clearCookies();
  const anonymous = await page.goto(`/t/${scanned}X`);
  expect(anonymous?.status()).toBe(404);
});
