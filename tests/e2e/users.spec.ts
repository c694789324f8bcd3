import { expect, test, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { actAs, openAs, type Persona } from "./support/personas";
import { createUser as registerUser } from "./support/users";

const PERMISSIONS = "You do not have the correct permissions to access that page";

async function openUsers(page: Page, email: Persona) {
  await openAs(page, email, "{portal}/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });

async function openRowMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  return page.getByRole("menu", { name: `Actions for ${name}` });
}

/** The labels of the role picker's choices. */
const roleChoices = (scope: Locator) => scope.getByRole("group", { name: "Role" }).locator("label");

/** The N of 'Pending invites (N)'. */
async function pendingCount(page: Page): Promise<number> {
  const text = await page.getByRole("button", { name: /^Pending invites \(\d+\)/ }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? "")![1]);
}

test("create a user: the invitation appears in Pending invites (N) and can be deleted @embedded", async ({ page }) => {
  const email = uniqueEmail("invite");
  await openUsers(page, "distributor@demo.test");
  const before = await pendingCount(page);

  await page.getByRole("link", { name: "Create user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await expect(dialog.getByLabel("First name")).toBeFocused();
  // An Admin may hand out Admin (SPEC §5); no revoke when adding.
  await expect(roleChoices(dialog)).toHaveText(["Read-only", "User", "Manager", "Admin"]);
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(/email/i);

  await dialog.getByLabel("First name").fill("Ivy");
  await dialog.getByLabel("Last name").fill("Invite");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("radio", { name: "User" }).check();
  await dialog.getByRole("checkbox", { name: "Quote contact" }).check();
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`An invitation has been sent to ${email}`);
  await expect(dialog).toHaveCount(0);

  const invites = page.getByRole("button", { name: `Pending invites (${before + 1})` });
  await expect(invites).toBeVisible();
  await invites.click();
  await expect(invites).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Ivy Invite");
  await page.getByRole("button", { name: `Delete invitation for ${email}` }).click();
  await expect(page.getByTestId("notice")).toHaveText(`The invitation for ${email} has been deleted`);
  await expect(page.getByRole("button", { name: `Pending invites (${before})` })).toBeVisible();
});

test("edit a role: an existing person is added, made Manager, then their access is revoked @embedded", async ({
  page,
}) => {
  const email = uniqueEmail("roles");
  await registerUser(page, email, "Roles-password-1", { first: "Rory", last: "Roles" });
  await openUsers(page, "customer@demo.test");

  // Someone who already has an account simply joins the organisation.
  await page.getByRole("link", { name: "Create user" }).click();
  const add = page.getByRole("dialog", { name: "Add user" });
  await add.getByLabel("First name").fill("Rory");
  await add.getByLabel("Last name").fill("Roles");
  await add.getByLabel("Email").fill(email);
  await add.getByRole("radio", { name: "Read-only" }).check();
  await add.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Rory Roles has been added");

  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await expect(page).toHaveURL(/filters=/);
  const row = rowOf(page, "Rory Roles");
  await expect(row).toContainText("Read-only");

  let menu = await openRowMenu(page, "Rory Roles");
  await menu.getByRole("menuitem", { name: "Edit user" }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  // Name and email cannot be changed here; the picker adds revoke.
  await expect(edit.getByLabel("First name")).toBeDisabled();
  await expect(edit.getByLabel("Email")).toBeDisabled();
  await expect(edit.getByLabel("Email")).toHaveValue(email);
  await expect(edit.getByRole("radio", { name: "Read-only" })).toBeChecked();
  await expect(roleChoices(edit)).toHaveText(["Read-only", "User", "Manager", "Admin", "Revoke this user's access"]);
  await edit.getByRole("radio", { name: "Manager" }).check();
  await edit.getByRole("checkbox", { name: "Quote contact" }).check();
  await edit.getByRole("button", { name: "Save user" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Rory Roles has been saved");
  await expect(row).toContainText("Manager");
  await expect(row).toContainText("Quote contact");

  menu = await openRowMenu(page, "Rory Roles");
  await menu.getByRole("menuitem", { name: "Edit user" }).click();
  await page
    .getByRole("dialog", { name: "Edit user" })
    .getByRole("radio", { name: "Revoke this user's access" })
    .check();
  await page.getByRole("dialog", { name: "Edit user" }).getByRole("button", { name: "Save user" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Rory Roles no longer has access to Quarry Works Ltd");
  await expect(page.getByText("Sorry, no results for your filter")).toBeVisible();
});

test("a Manager cannot edit an Admin, nor hand out Admin", async ({ page }) => {
  await openUsers(page, "manager@demo.test");
  // Managers are not Admins: no export.
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
  const menu = await openRowMenu(page, "Priya Shah");
  await menu.getByRole("menuitem", { name: "Edit user" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit user" });
  await expect(dialog.getByRole("alert")).toHaveText("You do not have permission to edit this user");
  await expect(dialog.getByRole("button", { name: "Save user" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("link", { name: "Create user" }).click();
  await expect(roleChoices(page.getByRole("dialog", { name: "Add user" }))).toHaveText([
    "Read-only",
    "User",
    "Manager",
  ]);
});

test("a client admin sees each user's organisations with their roles, and filters by organisation", async ({
  page,
}) => {
  await openUsers(page, "admin@demo.test");
  await expect(page.getByRole("columnheader", { name: "Organisations" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Role" })).toHaveCount(0);
  const multi = rowOf(page, "Megan Ford");
  await expect(multi).toContainText("Quarry Works Ltd");
  await expect(multi).toContainText("Harbour Cranes Ltd");
  await expect(multi).toContainText("Manager");
  await expect(multi).toContainText("Quote contact");
  await expect(rowOf(page, "Alex Admin")).toContainText("Client admin");

  await page.getByLabel("Organisation", { exact: true }).selectOption({ label: "Harbour Cranes Ltd" });
  await expect(page).toHaveURL(/filters=/);
  await expect(rowOf(page, "Ursula Bennett")).toHaveCount(0);
  await expect(multi).toBeVisible();

  // The client admin form: client admin switch and the organisations with role and quote contact.
  const menu = await openRowMenu(page, "Megan Ford");
  await expect(menu.getByRole("menuitem", { name: "Impersonate user" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Edit user" }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  await expect(edit.getByRole("switch", { name: "Client admin" })).not.toBeChecked();
  await expect(edit.getByLabel("Organisation 1", { exact: true })).toHaveValue(/.+/);
  await expect(edit.getByRole("group", { name: "Organisations" }).getByRole("combobox")).toHaveCount(4);
});

test("users the guard refuses (user@demo.test) get the permissions message", async ({ page }) => {
  await actAs(page, "user@demo.test");
  const portal = page.url();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.goto(`${portal}/users`);
  await expect(page.getByTestId("notice")).toHaveText(PERMISSIONS);
  await page.goto(`${portal}/users/add`);
  await expect(page.getByTestId("notice")).toHaveText(PERMISSIONS);
});
