import { expect, test } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { apiLogin } from "./support/api";
import { DEMO_PASSWORD, login, uniqueEmail } from "./support/auth";
import { linkPath, waitForEmail } from "./support/outbox";
import { createUser } from "./support/users";

test("change email from Your profile, confirm from the link, login with the new address", async ({ page }) => {
  const oldEmail = uniqueEmail("change-old");
  const newEmail = uniqueEmail("change-new");
  const password = "Change-password-1";
  await createUser(page, oldEmail, password, { first: "Erin", last: "Change" });
  await login(page, oldEmail, password);

  // A user without an organisation starts by creating one; then the portal.
  await expect(page).toHaveURL(/\/create-organisation$/);
  await page.getByRole("radio", { name: /Distributor/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Organisation name").fill(`Change Test ${Date.now()}`);
  await page.getByLabel("Contact name").fill("Erin Change");
  await page.getByLabel("Contact email").fill(oldEmail);
  await page.getByLabel("Address line 1").fill("2 Test Street");
  await page.getByLabel("Town").fill("Testville");
  await page.getByLabel("Post code").fill("T2 2ND");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}/);

  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  const details = page.getByRole("form", { name: "Basic details" });
  await expect(details.getByLabel("Email")).toHaveValue(oldEmail);
  await details.getByLabel("Email").fill(newEmail);
  // An email change asks for the current password.
  await details.getByLabel("Current password").fill(password);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toContainText(
    `confirm your new email address from the link we sent to ${newEmail}`,
  );
  await expect(page.getByTestId("pending-email")).toContainText(newEmail);

  const message = await waitForEmail(newEmail);
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(linkPath(message));
  await expect(page.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page.getByText("You can now login using your new login credentials")).toBeVisible();

  await login(page, newEmail, password, { goto: false });
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page.getByRole("form", { name: "Basic details" }).getByLabel("Email")).toHaveValue(newEmail);
  await expect(page.getByTestId("pending-email")).toHaveCount(0);

  // Delete account, confirmed in its dialog: logged out with the message, and gone.
  await page.getByRole("button", { name: "Delete account" }).click();
  await page
    .getByRole("dialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Delete my account" })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("notice")).toHaveText("Your account has been deleted and you have been logged out");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(newEmail);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Login" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Invalid email or password");
});

test("confirming an email change while signed in shows the notice where the user lands", async ({ page, request }) => {
  const oldEmail = uniqueEmail("signed-in-old");
  const newEmail = uniqueEmail("signed-in-new");
  await createUser(page, oldEmail, DEMO_PASSWORD, { first: "Sian", last: "Signed" });
  await login(page, oldEmail);
  await expect(page).toHaveURL(/\/create-organisation$/);

  // The change is asked for through the API (POST /me), then confirmed in this signed-in browser.
  const token = await apiLogin(request, oldEmail);
  const change = await request.post(`${hostUrl("localhost")}/api/v1/me`, {
    headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}` },
    // An email change asks for the current password.
    data: { email: newEmail, firstName: "Sian", lastName: "Signed", existingPassword: DEMO_PASSWORD },
  });
  expect(change.status(), await change.text()).toBe(200);
  await page.goto(linkPath(await waitForEmail(newEmail)));
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page).toHaveURL(/\/create-organisation\?notice=validated$/);
  await expect(page.getByTestId("notice")).toHaveText("You can now login using your new login credentials");
});
