import { expect, test } from "@playwright/test";
import { login, passHumanCheck, uniqueEmail } from "./support/auth";
import { linkPath, waitForEmail } from "./support/outbox";

test("register, create a password with the terms, login, create an organisation, logout", async ({ page }) => {
  const email = uniqueEmail("register");
  const password = "Fresh-password-9";

  // Register tab: the button appears only after the human check.
  await page.goto("/login");
  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await panel.getByLabel("First name").fill("Rita");
  await panel.getByLabel("Last name").fill("Register");
  await panel.getByLabel("Email").fill(email);
  await expect(panel.getByRole("button", { name: "Register" })).toHaveCount(0);
  await passHumanCheck(page);
  await panel.getByRole("button", { name: "Register" }).click();
  await expect(panel.getByRole("heading", { name: `Check your email (${email})` })).toBeVisible();
  await expect(panel).toContainText("We have sent a verification email");

  // The emailed link: create password, terms first.
  const message = await waitForEmail(email);
  await page.goto(linkPath(message));
  await expect(page.getByRole("heading", { name: "Create your password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  const create = page.getByRole("button", { name: "Create password" });
  await expect(create).toBeDisabled();

  await page.getByRole("button", { name: "licence agreement" }).click();
  const dialog = page.getByRole("dialog", { name: "Licence agreement" });
  await expect(dialog).toContainText("Demo Hydraulics portal terms of use");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("checkbox", { name: "I accept the licence agreement" }).check();
  await expect(create).toBeDisabled();
  await page.getByRole("checkbox", { name: "I accept the privacy policy" }).check();
  await expect(create).toBeEnabled();

  // A refused submit keeps the acceptance (and says why, under the field).
  await page.getByLabel("Confirm password").fill("Not-the-same-1");
  await create.click();
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("The passwords do not match");
  await expect(page.getByRole("checkbox", { name: "I accept the licence agreement" })).toBeChecked();
  await expect(create).toBeEnabled();

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await create.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("You can now login using your new login credentials")).toBeVisible();

  // A new user has no organisation: login goes to create one.
  await login(page, email, password, { goto: false });
  await expect(page).toHaveURL(/\/create-organisation$/);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("radio", { name: /Customer/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  // Required fields answer under their inputs, tied to them.
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByLabel("Organisation name")).toHaveAccessibleDescription("Name is required");
  await expect(page.getByLabel("Town")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address line 2 (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Organisation name").fill(`Register Test ${Date.now()}`);
  await page.getByLabel("Contact name").fill("Rita Register");
  await page.getByLabel("Contact email").fill(email);
  await page.getByLabel("Address line 1").fill("1 Test Street");
  await page.getByLabel("Town").fill("Testville");
  await page.getByLabel("Post code").fill("T1 1ST");
  await page.getByRole("button", { name: "Create organisation" }).click();

  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}/);
  await expect(page.getByTestId("notice")).toHaveText(/^Organisation created, your new account code is [A-Z0-9]{6}$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("notice")).toHaveText("You have been logged out");
  // The notice leaves after three seconds and takes its parameter with it.
  await expect(page.getByTestId("notice")).toHaveCount(0, { timeout: 6_000 });
  await expect(page).toHaveURL(/\/login$/);
});

test("create organisation needs a login", async ({ page }) => {
  await page.goto("/create-organisation");
  await expect(page).toHaveURL(/\/login\?nextUrl=%2Fcreate-organisation/);
});
