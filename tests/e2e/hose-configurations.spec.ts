import { expect, test, type Page } from "@playwright/test";
import { openAs, type Persona } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";

test.beforeEach(() => test.setTimeout(90_000));

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Logs in and opens the configuration library of the user's organisation. */
async function openLibrary(page: Page, email: Persona) {
  const base = await openAs(page, email, "{portal}/hose-configurations");
  expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configuration library" })).toBeVisible();
  return base;
}

async function filterTo(page: Page, name: string) {
  await page.getByLabel("Search").fill(name);
  await expect(page).toHaveURL(/filters=/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  return row;
}

test("a distributor creates a configuration from the catalogue, edits, views and deletes it", async ({ page }) => {
  const name = unique("E2E 2SN config");
  await openLibrary(page, "distributor@demo.test");

  await page.getByRole("link", { name: "Create hose config" }).click();
  let dialog = page.getByRole("dialog", { name: "Create hose config" });
  await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await expect(dialog.getByLabel("Length (mm)")).toHaveValue("0");

  // Display pressure is suggested from the size mapping (2SN at 1/2" is 275 bar) and stays editable.
  await dialog.getByRole("combobox", { name: "Hose type", exact: true }).selectOption("2SN");
  await dialog.getByRole("combobox", { name: "Bore size", exact: true }).selectOption('1/2"');
  await expect(dialog.getByLabel("Display pressure (bar)")).toHaveValue("275");

  // Connection sizes come from the jump sizes of the bore and connection.
  await dialog.getByRole("combobox", { name: "Connection 1", exact: true }).selectOption("JIC Female");
  await dialog.getByRole("combobox", { name: "Connection 1 size" }).selectOption("-08");
  await dialog.getByRole("combobox", { name: "Connection 1 type" }).selectOption("Straight");
  // Straight: no orientation.
  await expect(dialog.getByLabel("Orientation (degrees)")).toHaveCount(0);

  await dialog.getByLabel("Connection 1 and 2 are the same").check();
  await expect(dialog.getByRole("combobox", { name: "Connection 2", exact: true })).toHaveValue("JIC Female");
  await expect(dialog.getByRole("combobox", { name: "Connection 2 size" })).toHaveValue("-08");
  await expect(dialog.getByRole("combobox", { name: "Connection 2 type" })).toHaveValue("Straight");

  // The library's naming pattern is offered once type, bore and both ends are chosen; the user keeps theirs.
  await expect(dialog.getByText('Suggested name: 2SN 1/2" JIC F x JIC F')).toBeVisible();
  await dialog.getByRole("button", { name: "Use suggested name" }).click();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue('2SN 1/2" JIC F x JIC F');
  await expect(dialog.getByRole("button", { name: "Use suggested name" })).toHaveCount(0);
  await dialog.getByLabel("Name", { exact: true }).fill(name);

  // Both ends at 90 degree: orientation applies.
  await dialog.getByRole("combobox", { name: "Connection 1 type" }).selectOption("90 degree");
  await expect(dialog.getByRole("combobox", { name: "Connection 2 type" })).toHaveValue("90 degree");
  await expect(dialog.getByLabel("Orientation (degrees)")).toBeVisible();
  await dialog.getByLabel("Orientation (degrees)").fill("400");

  // A value the catalogue lacks can be typed in.
  await dialog.getByRole("button", { name: "Enter manually (Manufacturer)" }).click();
  await dialog.getByLabel("Manufacturer", { exact: true }).fill("Local Hose Co");
  await dialog.getByLabel("Sleeving").check();

  await expectAccessibleAtBothWidths(page, () => expect(dialog).toBeVisible());

  // The server's message shows under the field; what was entered stays.
  await dialog.getByRole("button", { name: "Create hose config" }).click();
  await expect(dialog.getByText("Orientation must be at most 359 degrees")).toBeVisible();
  await expect(dialog.getByLabel("Orientation (degrees)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
  await dialog.getByLabel("Orientation (degrees)").fill("90");
  await dialog.getByRole("button", { name: "Create hose config" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been added`);

  const row = await filterTo(page, name);
  await expect(row).toContainText('1/2"');
  await expect(row).toContainText("2SN");

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit config" }).click();
  dialog = page.getByRole("dialog", { name: "Edit hose config" });
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel("Manufacturer", { exact: true })).toHaveValue("Local Hose Co");
  await expect(dialog.getByLabel("Orientation (degrees)")).toHaveValue("90");
  await dialog.getByLabel("Length (mm)").fill("1200");
  await dialog.getByRole("button", { name: "Save hose config" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been saved`);

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "View full details" }).click();
  dialog = page.getByRole("dialog", { name: "View hose config" });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText("1,200 mm");
  await expect(dialog).toContainText("275 bar");
  await expect(dialog).toContainText("JIC Female, -08, 90 degree");
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete config" }).click();
  dialog = page.getByRole("dialog", { name: "Delete hose config" });
  await dialog.getByRole("button", { name: "Delete config" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been deleted`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeHidden();
});

test("the list passes axe at both widths; the import link opens the import screen", async ({ page }) => {
  await openLibrary(page, "distributor@demo.test");
  await expectAccessibleAtBothWidths(page, () =>
    // A table on a desktop, a list of cards on a phone.
    expect(
      page
        .getByRole("table", { name: "Configuration library" })
        .or(page.getByRole("list", { name: "Configuration library" }))
        .first(),
    ).toBeVisible(),
  );
  await page.getByRole("link", { name: "Import hose configs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import hose configs" })).toBeVisible();
  await expect(page.getByText("Download blank template")).toBeVisible();
});

test("a read-only customer user sees the library without change actions", async ({ page }) => {
  const base = await openLibrary(page, "readonly@demo.test");
  await expect(page.getByRole("table", { name: "Configuration library" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create hose config" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Import hose configs" })).toHaveCount(0);
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole("menuitem", { name: "View full details" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit config" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Delete config" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // The dialog URLs refuse too.
  await page.goto(`${base}/hose-configurations/add`);
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});

test("a client admin sees every library with the Organisation column and picks the owner", async ({ page }) => {
  await openAs(page, "admin@demo.test", "/portal/admin/hose-configurations");
  await expect(page.getByRole("columnheader", { name: "Organisation" })).toBeVisible();
  await page.getByRole("link", { name: "Create hose config" }).click();
  const dialog = page.getByRole("dialog", { name: "Create hose config" });
  await dialog.getByLabel("Name", { exact: true }).fill(unique("E2E admin config"));
  await dialog.getByRole("button", { name: "Create hose config" }).click();
  await expect(dialog.getByText("Please choose an organisation")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
