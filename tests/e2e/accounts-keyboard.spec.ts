import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/auth";
import { actAs } from "./support/personas";

/** Presses Tab until `target` has focus: proves it is reachable in the focus order. */
async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("login by keyboard: tab to the fields, Enter submits", async ({ page }) => {
  await page.goto("/login");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await tabTo(page, panel.getByLabel("Email"));
  await page.keyboard.type("user@demo.test");
  await page.keyboard.press("Tab");
  await expect(panel.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("wrong-password");
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("Invalid email or password");

  await tabTo(page, panel.getByLabel("Password"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, panel.getByRole("button", { name: "Login" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
});

test("tabs switch with the arrow keys and replace the route", async ({ page }) => {
  await page.goto("/login");
  const loginTab = page.getByRole("tab", { name: "Login" });
  await tabTo(page, loginTab);
  await expect(loginTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  const registerTab = page.getByRole("tab", { name: "Register" });
  await expect(registerTab).toBeFocused();
  await expect(registerTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Login" })).toBeHidden();

  // Field errors are announced and tied to their input; the human check is keyboard operable.
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await tabTo(page, panel.getByLabel("First name"));
  await page.keyboard.type("Kim");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keys");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-an-email");
  await tabTo(page, page.getByRole("checkbox", { name: /not a robot/i }));
  await page.keyboard.press("Space");
  const register = panel.getByRole("button", { name: "Register" });
  await expect(register).toBeVisible();
  await tabTo(page, register);
  await page.keyboard.press("Enter");
  await expect(panel.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(panel.getByLabel("Email")).toHaveValue("not-an-email");
  // The widget started again: no Register button until it is solved anew.
  await expect(register).toHaveCount(0);
});

test("an invalid validation link shows its error inline, with a way on", async ({ page }) => {
  await page.goto("/validate/not-a-real-token");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is invalid or has expired");
  await tabTo(page, page.getByRole("link", { name: "Go to login" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
});

test("select organisation, your profile and delete dialog by keyboard", async ({ page }) => {
  await actAs(page, "multi@demo.test");
  await expect(page).toHaveURL(/\/select-organisation$/);
  await tabTo(page, page.getByRole("link", { name: /Harbour Cranes Ltd/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);

  await tabTo(page, page.getByRole("link", { name: "Your profile" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  const details = page.getByRole("form", { name: "Basic details" });
  await tabTo(page, details.getByRole("button", { name: "Save details" }));
  await page.keyboard.press("Enter");
  await expect(details.getByRole("status")).toHaveText("Your details have been saved");

  // Change password: a wrong current password is refused under that field.
  const password = page.getByRole("form", { name: "Change password" });
  await tabTo(page, password.getByLabel("Current password"));
  await page.keyboard.type("Not-the-password-1");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Another-password-1");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Another-password-1");
  await page.keyboard.press("Enter");
  await expect(password.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is not correct",
  );

  // The delete dialog traps focus, Escape closes it and focus returns to its button.
  const deleteButton = page.getByRole("button", { name: "Delete account" });
  await tabTo(page, deleteButton);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This cannot be undone");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
});

test("the phone menu opens from its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await actAs(page, "customer@demo.test");
  // includeHidden: while the drawer is open, Radix hides everything else from assistive tech.
  const menu = page.getByRole("button", { name: "Menu", exact: true, includeHidden: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Your profile" })).toBeHidden();
  await tabTo(page, menu);
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});
