import { expect, type Page } from "@playwright/test";
import { passHumanCheck } from "./auth";
import { linkPath, waitForEmail } from "./outbox";

/**
 * A fresh user with a password, made the way a person does it: register, follow the emailed
 * link, accept the terms, create the password. Leaves the page on the login screen.
 */
export async function createUser(page: Page, email: string, password: string, name = { first: "Test", last: "User" }) {
  await page.goto("/register");
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await panel.getByLabel("First name").fill(name.first);
  await panel.getByLabel("Last name").fill(name.last);
  await panel.getByLabel("Email").fill(email);
  await passHumanCheck(page);
  await panel.getByRole("button", { name: "Register" }).click();
  await expect(panel.getByRole("heading", { name: /Check your email/ })).toBeVisible();

  await page.goto(linkPath(await waitForEmail(email)));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: "I accept the licence agreement" }).check();
  await page.getByRole("checkbox", { name: "I accept the privacy policy" }).check();
  await page.getByRole("button", { name: "Create password" }).click();
  await expect(page).toHaveURL(/\/login\?notice=validated/);
}
