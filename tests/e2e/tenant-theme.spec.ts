import { expect, test } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { DEMO_PASSWORD } from "./support/auth";

const THEMES = [
  {
    host: "demo.localhost",
    name: "Demo Hydraulics",
    title: "Demo Hydraulics hose portal",
    theme: "1",
    primary: "rgb(29, 78, 216)",
  },
  {
    host: "acme.localhost",
    name: "Acme Hose Services",
    title: "Acme Hose Services portal",
    theme: "2",
    primary: "rgb(194, 65, 12)",
  },
];

for (const t of THEMES) {
  test(`${t.host} shows ${t.name} with its theme, logo and meta title`, async ({ page }) => {
    await page.goto(hostUrl(t.host));
    await expect(page).toHaveURL(`${hostUrl(t.host)}/login`); // Home redirects to /login
    await expect(page).toHaveTitle(t.title);
    await expect(page.locator("html")).toHaveAttribute("data-theme", t.theme);
    await expect(page.getByRole("heading", { name: `Login to ${t.name}` })).toBeVisible();
    const wordmark = page.getByTestId("client-wordmark");
    await expect(wordmark).toContainText(t.name);
    await expect(wordmark).toHaveCSS("color", t.primary);
  });
}

test("an unknown hostname shows only the error list", async ({ page }) => {
  await page.goto(`${hostUrl("nobody.localhost")}/login`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Unknown client");
  await expect(page.getByRole("heading", { name: /Login to/ })).toHaveCount(0);
});

// Node's resolver does not map *.localhost to the loopback as browsers do, so API calls go to
// localhost and name the tenant with X-Client-Host, as the mobile app does.
test("the API names the tenant of X-Client-Host and refuses an unknown one", async ({ request }) => {
  const acme = await request.get(`${hostUrl("localhost")}/api/v1/clients/current/`, {
    headers: { "X-Client-Host": "acme.localhost" },
  });
  expect(acme.status()).toBe(200);
  expect((await acme.json()).name).toBe("Acme Hose Services");
  const unknown = await request.get(`${hostUrl("localhost")}/api/v1/clients/current/`, {
    headers: { "X-Client-Host": "nobody.example" },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ global: ["Unknown client"] });
});

test("a page's trailing slash redirects once to the page; the API answers both forms", async ({ request }) => {
  const redirected = await request.get(`${hostUrl("localhost")}/login/?next=%2Fportal`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(308);
  const location = new URL(redirected.headers()["location"]!, hostUrl("localhost"));
  expect(location.pathname).toBe("/login");
  expect(location.search).toBe("?next=%2Fportal");
  for (const path of ["/api/v1/clients/current", "/api/v1/clients/current/"]) {
    const answer = await request.get(`${hostUrl("localhost")}${path}`, {
      headers: { "X-Client-Host": "acme.localhost" },
    });
    expect(answer.status()).toBe(200);
  }
});

// Signing in answers with the landing page, which Next renders by fetching it again from its own
// address (localhost): that render must still be the tenant of the host the browser is on.
const ADMINS = [
  { ...THEMES[0]!, email: "admin@demo.test", other: THEMES[1]! },
  { ...THEMES[1]!, email: "admin@acme.test", other: THEMES[0]! },
];

for (const t of ADMINS) {
  test(`signing in on ${t.host} keeps ${t.name}'s brand, title and terms without a reload`, async ({ page }) => {
    await page.goto(`${hostUrl(t.host)}/login`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", t.theme);
    // A mark on this document: it survives only if the portal comes without a reload.
    await page.evaluate(() => ((window as unknown as { signedInWithoutReload: boolean }).signedInWithoutReload = true));
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email").fill(t.email);
    await panel.getByLabel("Password").fill(DEMO_PASSWORD);
    // The server action's answer, kept as it passes (a streamed body is gone once the page moves on).
    let payload = "";
    await page.route(`${hostUrl(t.host)}/login`, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      // Node does not resolve *.localhost as Chromium does: the same request, sent to localhost.
      const response = await route.fetch({
        url: `${hostUrl("localhost")}/login`,
        headers: { ...route.request().headers(), host: new URL(hostUrl(t.host)).host },
      });
      payload = await response.text();
      await route.fulfill({ response, body: payload });
    });
    await panel.getByRole("button", { name: "Login" }).click();

    await expect(page).toHaveURL(`${hostUrl(t.host)}/portal/admin`, { timeout: 15_000 });
    await expect(page.getByTestId("user-name")).toBeVisible();
    expect(payload).not.toBe("");
    expect(
      await page.evaluate(() => (window as unknown as { signedInWithoutReload?: boolean }).signedInWithoutReload),
    ).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-theme", t.theme);
    await expect(page).toHaveTitle(`Dashboard | ${t.title}`);
    await expect(page.getByRole("complementary").getByTestId("client-wordmark").first()).toContainText(t.name);
    // The answer carries this client's record (terms included) and nothing of the other's.
    expect(payload).toContain(`${t.name} portal terms of use`);
    expect(payload).not.toContain(`${t.other.name} portal terms of use`);
    expect(payload).not.toContain(t.other.title);
  });
}
