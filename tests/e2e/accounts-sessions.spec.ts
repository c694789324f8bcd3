import { expect, test, type Page } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { apiLogin } from "./support/api";
import { DEMO_PASSWORD, login, uniqueEmail } from "./support/auth";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { createUser } from "./support/users";

/**
 * Sessions (server-side logout, 'Log out everywhere') and the pages' policy (pages run under a
 * nonce-based Content-Security-Policy without breaking: no violation, the page is interactive).
 */

/** Every CSP violation the page reports (Chromium logs them to the console). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test("'Log out everywhere' in Your profile ends this browser's, another browser's and the app's sessions", async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins, a registration and four accessibility checks: more than the default budget.
  test.setTimeout(120_000);
  const email = uniqueEmail("everywhere");
  const violations = cspViolations(page);
  await createUser(page, email, DEMO_PASSWORD, { first: "Eve", last: "Where" });

  // An organisation through the API (as the app would), so the portal opens straight away.
  const token = await apiLogin(request, email);
  const created = await request.post(`${hostUrl("localhost")}/api/v1/organisations`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}` },
    data: {
      name: `Everywhere ${Date.now()}`,
      contactName: "Eve Where",
      contactEmail: email,
      addressLine1: "1 Road",
      town: "Testville",
      postCode: "T1 1ST",
      isDistributor: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A second browser signed in as the same person.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, email);
  await expect(otherPage).toHaveURL(/\/portal\/[0-9a-f-]{36}/);

  await login(page, email);
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}/);
  await page.getByRole("link", { name: "Your profile" }).click();
  const section = page.getByRole("region", { name: "Log out everywhere" });
  await expect(section).toBeVisible();
  // Client components hydrated under the CSP: the delete dialog opens and closes.
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectAccessibleAtBothWidths(page, () => expect(section).toBeVisible());

  await section.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("notice")).toHaveText("You have been logged out on every device");
  await page.goto("/portal/admin/your-profile");
  await expect(page).toHaveURL(/\/login\?nextUrl=/);

  // The other browser and the app's token are signed out too.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  const me = await request.get(`${hostUrl("localhost")}/api/v1/me`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await other.close();

  expect(violations).toEqual([]);
});

test("Logout ends the session on the server: the old cookie, put back, no longer signs in", async ({
  page,
  browser,
}) => {
  const violations = cspViolations(page);
  // Through the form: its session is ended below, not the one the other specs share.
  await login(page, "readonly@demo.test");
  await expect(page).not.toHaveURL(/\/login/);
  const cookies = await page.context().cookies();
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login\?notice=logged-out/);

  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  const replayPage = await replay.newPage();
  await replayPage.goto("/select-organisation");
  await expect(replayPage).toHaveURL(/\/login/);
  await replay.close();
  expect(violations).toEqual([]);
});
