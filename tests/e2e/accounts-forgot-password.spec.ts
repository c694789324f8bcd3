import { expect, test } from "@playwright/test";
import { login, passHumanCheck, uniqueEmail } from "./support/auth";
import { linkPath, waitForEmail } from "./support/outbox";
import { createUser } from "./support/users";

test("forgot password, reset link, new password, login with it", async ({ page }) => {
  const email = uniqueEmail("forgot");
  await createUser(page, email, "Old-password-1");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  const send = page.getByRole("button", { name: "Send reset email" });
  await expect(send).toBeDisabled();
  await passHumanCheck(page);
  await expect(send).toBeEnabled();
  await send.click();
  // The same answer whether or not the address has an account.
  await expect(page.getByRole("status").filter({ hasText: `If ${email} has an account` })).toBeVisible();

  const message = await waitForEmail(email, /reset/i);
  await page.goto(linkPath(message));
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByRole("checkbox")).toHaveCount(0); // no terms to accept on a reset
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(
    "At least 8 characters, with an upper case and a lower case letter",
  );

  // A mismatch is refused under the confirmation.
  await password.fill("New-password-2");
  await page.getByLabel("Confirm password").fill("New-password-3");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("The passwords do not match");

  await password.fill("New-password-2");
  await page.getByLabel("Confirm password").fill("New-password-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("You can now login using your new login credentials")).toBeVisible();

  // The old password no longer works; the new one does.
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill("Old-password-1");
  await panel.getByRole("button", { name: "Login" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Invalid email or password");
  await login(page, email, "New-password-2", { goto: false });
  await expect(page).toHaveURL(/\/create-organisation$/);

  // The link was single use.
  await page.goto(linkPath(message));
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is invalid or has expired");
});
