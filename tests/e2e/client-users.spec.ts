import { expect, test, type APIRequestContext } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { uniqueEmail } from "./support/auth";
import { actAs, openAs } from "./support/personas";

async function demoClientId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${hostUrl("localhost")}/api/v1/clients/current`, {
    headers: { "X-Client-Host": "demo.localhost" },
  });
  return ((await response.json()) as { id: string }).id;
}

test.beforeEach(() => test.setTimeout(60_000));

test("a client admin invites a client admin, sees the pending invitation and deletes it", async ({ page, request }) => {
  const users = `/portal/admin/clients/${await demoClientId(request)}/users`;
  const email = uniqueEmail("client-admin");
  await openAs(page, "admin@demo.test", users);
  await expect(page.getByRole("heading", { level: 1, name: "Client users" })).toBeVisible();

  await page.getByRole("link", { name: "Invite client admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite client admin" });
  await dialog.getByLabel("First name").fill("Casey");
  await dialog.getByLabel("Last name").fill("Invitee");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`An invitation has been sent to ${email}`);
  await expect(page).toHaveURL(new RegExp(`${users}$`));

  const pending = page.getByRole("region", { name: /Pending invitations/ });
  await expect(pending.getByText(email)).toBeVisible();
  await pending.getByRole("button", { name: `Delete invitation for ${email}` }).click();
  await expect(page.getByTestId("notice")).toHaveText(`The invitation for ${email} has been deleted`);
  await expect(pending.getByText(email)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${users}$`));
});

test("a client admin cannot remove their own client admin rights", async ({ page, request }) => {
  const users = `/portal/admin/clients/${await demoClientId(request)}/users`;
  await openAs(page, "admin@demo.test", users);
  const row = page.getByRole("row", { name: /admin@demo\.test/ }).filter({ hasNotText: "system@" });
  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Remove client admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove client admin" });
  await dialog.getByRole("button", { name: "Remove client admin" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You cannot remove your own client admin rights");
});

test("an organisation Admin is refused client users", async ({ page, request }) => {
  const clientId = await demoClientId(request);
  expect(await openAs(page, "distributor@demo.test", `{portal}/clients/${clientId}/users`)).toMatch(
    /^\/portal\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});

test("a system admin who is not a client admin invites, views and removes client admins", async ({ page }) => {
  const email = uniqueEmail("first-admin");
  await actAs(page, "operator@demo.test");
  await expect(page.getByText("You are a system admin but not a client admin of this system.")).toBeVisible();
  await page.getByRole("link", { name: "Login as admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Client users" })).toBeVisible();
  const users = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Invite client admin" }).click();
  const invite = page.getByRole("dialog", { name: "Invite client admin" });
  await invite.getByLabel("First name").fill("Fern");
  await invite.getByLabel("Last name").fill("First");
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`An invitation has been sent to ${email}`);
  await expect(page).toHaveURL(new RegExp(`${users}$`));

  const row = page.getByRole("row", { name: /Alex Admin/ });
  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit client admin" }).getByLabel("Email")).toHaveValue(
    "admin@demo.test",
  );
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Remove client admin" }).click();
  await expect(page.getByRole("dialog", { name: "Remove client admin" })).toBeVisible();
  await expect(page.getByTestId("notice")).toHaveCount(0);
  await expect(page).toHaveURL(/\/delete$/);

  const pending = page.getByRole("region", { name: /Pending invitations/ });
  await page.goto(users);
  await pending.getByRole("button", { name: `Delete invitation for ${email}` }).click();
  await expect(page.getByTestId("notice")).toHaveText(`The invitation for ${email} has been deleted`);
});

test("a client admin opens Client users from the user menu and corrects an invitee's name and email", async ({
  page,
}) => {
  const email = uniqueEmail("typo");
  const fixed = uniqueEmail("fixed");
  await actAs(page, "admin@demo.test");
  await page.getByRole("navigation", { name: "User" }).getByRole("link", { name: "Client users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Client users" })).toBeVisible();
  await page.getByRole("link", { name: "Invite client admin" }).click();
  const invite = page.getByRole("dialog", { name: "Invite client admin" });
  await invite.getByLabel("First name").fill("Jon");
  await invite.getByLabel("Last name").fill("Smiht");
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`An invitation has been sent to ${email}`);

  // The edit dialog of an active client admin shows their details in editable fields.
  const row = page.getByRole("row", { name: /Alex Admin/ });
  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit client admin" });
  await expect(edit.getByLabel("Email")).toHaveValue("admin@demo.test");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();

  await page
    .getByRole("region", { name: /Pending invitations/ })
    .getByRole("link", { name: `Edit invitation for ${email}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit client admin" });
  await dialog.getByLabel("Last name").fill("Smith");
  await dialog.getByLabel("Email").fill(fixed);
  await dialog.getByRole("button", { name: "Save client admin" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`An invitation has been sent to ${fixed}`);
  const pending = page.getByRole("region", { name: /Pending invitations/ });
  await expect(pending.getByText(fixed)).toBeVisible();
  await expect(pending.getByText(email)).toBeHidden();
});
