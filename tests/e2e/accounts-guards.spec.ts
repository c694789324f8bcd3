import { expect, test } from "@playwright/test";
import { login } from "./support/auth";
import { actAs, openAs } from "./support/personas";

test("a guarded URL while logged out goes to login and back there afterwards", async ({ page }) => {
  await page.goto("/portal/admin/your-profile");
  await expect(page).toHaveURL(/\/login\?nextUrl=%2Fportal%2Fadmin%2Fyour-profile$/);
  await login(page, "admin@demo.test", undefined, { goto: false });
  await expect(page).toHaveURL(/\/portal\/admin\/your-profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});

test("a role guard refusal goes to the portal with the permissions message", async ({ page }) => {
  const portal = await openAs(page, "user@demo.test", "{portal}/users");
  expect(portal).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(new RegExp(`${portal.replace(/[/.]/g, "\\$&")}(\\?|$)`));
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("a logged-in user visiting /login goes to their landing page", async ({ page }) => {
  await actAs(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/portal\/admin$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/portal\/admin$/);
});

test("nextUrl is followed only to a path of this site", async ({ page }) => {
  await page.goto("/login?nextUrl=%2F%5Cexample.com");
  await login(page, "admin@demo.test", undefined, { goto: false });
  await expect(page).toHaveURL(/demo\.localhost:\d+\/portal\/admin$/);
});
