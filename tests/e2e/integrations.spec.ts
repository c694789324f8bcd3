import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { VIEWPORTS, expectNoAxeViolations } from "./support/axe";
import { openAs } from "./support/personas";

test.beforeEach(() => test.setTimeout(90_000));

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A request with the key, as an ERP sends it (Node resolves no *.localhost: X-Client-Host names the tenant). */
const withKey = (request: APIRequestContext, key: string) =>
  request.get(`${hostUrl("localhost")}/api/v1/hoses`, {
    headers: { "X-Client-Host": "demo.localhost", "X-Api-Key": key },
  });

async function openIntegrations(page: Page) {
  expect(await openAs(page, "customer@demo.test", "{portal}/integrations")).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
}

test("an Admin creates an API key, sees it once, uses it, and revokes it", async ({ page }) => {
  await openIntegrations(page);
  await expectNoAxeViolations(page, { label: "integrations, desktop" });
  const name = `E2E ERP ${suffix()}`;
  await page.getByLabel("Key name").fill(name);
  await page.getByLabel("Scope").selectOption("write");
  await page.getByRole("button", { name: "Create API key" }).click();

  const shown = page.getByRole("textbox", { name: `Your new key ${name}` });
  await expect(shown).toHaveValue(/^hpk_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  expect((await withKey(page.request, key)).status()).toBe(200);

  // Shown once: after a reload the list names the key but never shows it again.
  await page.reload();
  const keys = page.getByRole("list", { name: "API keys" });
  await expect(keys.getByText(name)).toBeVisible();
  await expect(page.getByTestId("shown-secret")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(key);

  await keys.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke the key ${name}?` });
  await dialog.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByTestId("notice")).toHaveText(`The API key ${name} has been revoked`);
  await expect(keys.getByText(name)).toHaveCount(0);
  expect((await withKey(page.request, key)).status()).toBe(401);
});

test("an Admin subscribes a URL to events and copies its signing secret", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openIntegrations(page);
  const url = `https://93.184.215.14/hooks/${suffix()}`;
  await page.getByLabel("URL").fill(url);
  await page.getByRole("checkbox", { name: "hose.status_changed" }).check();
  await page.getByRole("button", { name: "Add webhook" }).click();

  await expect(page.getByRole("textbox", { name: "Signing secret of the new webhook" })).toHaveValue(
    /^whsec_[A-Za-z0-9+/]{43}=$/,
  );
  const hooks = page.getByRole("list", { name: "Webhooks" });
  const row = hooks.getByRole("listitem").filter({ hasText: url });
  await expect(row).toContainText("inspection.recorded, hose.status_changed");
  await expect(row.getByText("Nothing sent yet.")).toBeVisible();
  await expectNoAxeViolations(page, { label: "integrations, 390 px" });

  // A loopback target is refused under the field (no WEBHOOKS_ALLOW_PRIVATE_TARGETS here).
  await page.getByLabel("URL").fill("http://127.0.0.1:9/hook");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByText("Webhooks cannot be sent to private or loopback addresses")).toBeVisible();

  // Deleted once confirmed: the subscription is gone from the list.
  await row.getByRole("button", { name: `Delete ${url}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this webhook?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(hooks.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
});
