import { expect, test } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { openAs } from "./support/personas";

test.beforeEach(() => test.setTimeout(60_000));

// A 1x1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

test("a system admin adds a client with a fresh hostname, edits it and deletes it", async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const name = `E2E Client ${suffix}`;
  const host = `e2e-${suffix}.example.test`;
  await openAs(page, "system@demo.test", "/portal/admin/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Manage clients" })).toBeVisible();

  await page.getByRole("link", { name: "Add client" }).click();
  let dialog = page.getByRole("dialog", { name: "Add client" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Primary URL").fill(`https://${host}`);
  // A hostname of another client is refused under the field.
  await dialog.getByLabel("Hostnames").fill(`${host}\ndemo.localhost`);
  await dialog.getByRole("radio", { name: "Theme 3" }).check();
  await dialog.getByLabel("Contact email").fill(`contact-${suffix}@example.test`);
  await dialog.getByRole("button", { name: "Add client" }).click();
  await expect(dialog.getByText("demo.localhost is already used by another client")).toBeVisible();
  await expect(dialog.getByLabel("Hostnames")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Hostnames").fill(host);
  await dialog.getByRole("button", { name: "Add client" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} has been created`);

  await page.getByLabel("Search").fill(suffix);
  // Wait for the debounced filter to reach the URL before opening dialogs over the list.
  await expect(page).toHaveURL(/filters=/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(host);
  await expect(row).toContainText("Theme 3");

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit client" });
  await expect(dialog.getByLabel("Hostnames")).toHaveValue(host);
  await dialog.getByLabel("Name", { exact: true }).fill(`${name} edited`);
  await dialog.getByRole("radio", { name: "Theme 4" }).check();
  // A logo that is not an image (by content, whatever its name) is refused under the field.
  await dialog
    .getByLabel(/Upload a logo/)
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
  await dialog.getByRole("button", { name: "Save client" }).click();
  await expect(dialog.getByText("The logo must be a PNG, JPEG, WebP or GIF image")).toBeVisible();
  await dialog
    .getByLabel(/Upload a logo/)
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(PNG, "base64") });
  await dialog.getByRole("button", { name: "Save client" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} edited has been saved`);
  const edited = page.getByRole("row", { name: new RegExp(`${name} edited`) });
  await expect(edited).toContainText("Theme 4");
  // The new client's portal now serves that logo (Node does not resolve *.localhost as browsers
  // do, so the API call goes to localhost and names the tenant with X-Client-Host).
  const logo = await page.request.get(`${hostUrl("localhost")}/api/v1/clients/current/logo`, {
    headers: { "X-Client-Host": host },
  });
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");

  await edited.getByRole("button", { name: `Actions for ${name} edited` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  dialog = page.getByRole("dialog", { name: "Delete client" });
  await dialog.getByRole("button", { name: "Delete client" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("notice")).toHaveText(`${name} edited has been deleted`);
  await expect(edited).toBeHidden();
});

test("a client admin who is not system admin is refused Manage clients", async ({ page }) => {
  await openAs(page, "admin@demo.test", "/portal/admin/clients");
  await expect(page).toHaveURL(/\/portal\/admin(\?|$)/);
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});
