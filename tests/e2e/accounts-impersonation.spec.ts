import { expect, test } from "@playwright/test";
import { signedIn } from "./support/personas";

test.use({ storageState: signedIn("admin@demo.test") });

test("a client admin impersonates a user from the users list and goes back", async ({ page }) => {
  await page.goto("/portal/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: "user@demo.test" });
  await expect(row).toContainText("Quarry Works Ltd");
  // Client admins cannot be impersonated: their row menu has no such action.
  await page.getByRole("button", { name: "Actions for Sam Sysadmin" }).click();
  await expect(
    page.getByRole("menu", { name: "Actions for Sam Sysadmin" }).getByRole("menuitem", { name: "Edit user" }),
  ).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Impersonate user" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await row.getByRole("button", { name: "Actions for Ursula Bennett" }).click();
  await page
    .getByRole("menu", { name: "Actions for Ursula Bennett" })
    .getByRole("menuitem", { name: "Impersonate user" })
    .click();

  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("user-name")).toHaveText("Ursula Bennett");
  await expect(page.getByText("You are signed in as Ursula Bennett")).toBeVisible();
  await page.getByRole("button", { name: "Back to client admin" }).click();

  await expect(page).toHaveURL(/\/portal\/admin$/);
  await expect(page.getByTestId("user-name")).not.toHaveText("Ursula Bennett");
  await expect(page.getByRole("button", { name: "Back to client admin" })).toHaveCount(0);
});

test("impersonating a user of several organisations shows the banner on organisation selection, with the way back", async ({
  page,
}) => {
  await page.goto("/portal/admin/users");
  await page.getByRole("button", { name: "Actions for Megan Ford" }).click();
  await page
    .getByRole("menu", { name: "Actions for Megan Ford" })
    .getByRole("menuitem", { name: "Impersonate user" })
    .click();

  // Server actions that end in a redirect: allow for a busy machine.
  await expect(page).toHaveURL(/\/select-organisation$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Select an organisation" })).toBeVisible();
  await expect(page.getByText("You are signed in as Megan Ford by Alex Admin.")).toBeVisible();
  await page.getByRole("button", { name: "Back to client admin" }).click();
  await expect(page).toHaveURL(/\/portal\/admin$/, { timeout: 15_000 });
  await expect(page.getByTestId("user-name")).toHaveText("Alex Admin");
});
