import { expect, test } from "@playwright/test";
import { openAs } from "./support/personas";

test.beforeEach(() => test.setTimeout(60_000));

test("a client admin adds, renames and deletes a manufacturer; a duplicate name is refused under the field", async ({
  page,
}) => {
  const name = `E2E Hoses ${Math.random().toString(36).slice(2, 8)}`;
  await openAs(page, "admin@demo.test", "/portal/admin/client-manufacturers");
  await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();

  await page.getByRole("link", { name: "Add new manufacturer" }).click();
  let dialog = page.getByRole("dialog", { name: "Add manufacturer" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Add manufacturer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been added`);

  // Filter the list to the new row (the search filter travels in the URL).
  const search = page.getByLabel("Search");
  await search.fill(name);
  // Wait for the debounced filter to reach the URL before opening dialogs over the list.
  await expect(page).toHaveURL(/filters=/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();

  // A second one with the same name (any case) is refused under the field.
  await page.getByRole("link", { name: "Add new manufacturer" }).click();
  dialog = page.getByRole("dialog", { name: "Add manufacturer" });
  await dialog.getByLabel("Name").fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Add manufacturer" }).click();
  await expect(dialog.getByText("A manufacturer with this name already exists")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit manufacturer" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Name").fill(`${name} renamed`);
  await dialog.getByRole("button", { name: "Save manufacturer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} renamed has been saved`);
  const renamed = page.getByRole("row", { name: new RegExp(`${name} renamed`) });
  await expect(renamed).toBeVisible();

  await renamed.getByRole("button", { name: `Actions for ${name} renamed` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  dialog = page.getByRole("dialog", { name: "Delete manufacturer" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} renamed has been deleted`);
  await expect(renamed).toBeHidden();
});

test("a directly visited dialog URL shows the list and the dialog", async ({ page }) => {
  await openAs(page, "admin@demo.test", "/portal/admin/client-manufacturers/add");
  await expect(page.getByRole("dialog", { name: "Add manufacturer" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/portal\/admin\/client-manufacturers$/);
  await expect(page.getByRole("link", { name: "Add new manufacturer" })).toBeVisible();
});

test("an organisation user is refused the manufacturers screen", async ({ page }) => {
  expect(await openAs(page, "customer@demo.test", "{portal}/client-manufacturers")).toMatch(
    /^\/portal\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});

test("a system admin who is not a client admin sees the manufacturers read-only", async ({ page }) => {
  await openAs(page, "operator@demo.test", "/portal/admin/client-manufacturers");
  await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();
  await expect(
    page.getByText("You are a system admin but not a client admin of this system, so the manufacturers are read-only."),
  ).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("link", { name: "Add new manufacturer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
  await page.goto("/portal/admin/client-manufacturers/add");
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});
