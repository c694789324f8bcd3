import { expect, test } from "@playwright/test";
import { hostUrl } from "../../playwright.config";

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
