import { expect, test, type Page } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { DEMO_PASSWORD } from "./support/auth";

/**
 * The primary URL is where QR labels and email links send people. The demo seed gives each client
 * the address this server runs on; client admins can read it, and printing labels from another
 * address says where the codes will lead.
 */

async function loginOn(page: Page, host: string, email: string) {
  await page.goto(`${hostUrl(host)}/login`);
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(DEMO_PASSWORD);
  await panel.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

for (const c of [
  { host: "demo.localhost", email: "admin@demo.test" },
  { host: "acme.localhost", email: "admin@acme.test" },
]) {
  test(`a client admin on ${c.host} reads the primary URL (this server's address) in Client settings`, async ({
    page,
  }) => {
    await loginOn(page, c.host, c.email);
    await page.goto(`${hostUrl(c.host)}/portal/admin/client-settings`);
    const field = page.getByLabel("Primary URL");
    await expect(field).toHaveValue(hostUrl(c.host));
    await expect(field).toHaveAttribute("readonly", "");
    await expect(page.getByText("QR labels and the links in emails lead here")).toBeVisible();
  });
}

test("Print labels warns when the QR codes open another address than the one in use", async ({ page }) => {
  test.setTimeout(90_000); // two sign-ins and two hose lists
  // localhost is one of Demo's hostnames, but its primary URL is demo.localhost.
  await loginOn(page, "localhost", "customer@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const portal = new URL(page.url()).pathname;
  await page.goto(`${hostUrl("localhost")}${portal}/hoses`);
  await page.getByRole("button", { name: "Print labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print QR labels" });
  const warning = dialog.getByRole("note").filter({ hasText: "QR codes" });
  await expect(warning).toHaveText(
    `The QR codes will open ${hostUrl("demo.localhost")}, the client's primary URL, not ${hostUrl("localhost")} where you are now. Check that phones scanning the labels can reach that address.`,
  );

  // On the primary URL's own host there is nothing to warn about.
  await loginOn(page, "demo.localhost", "customer@demo.test");
  await page.goto(`${hostUrl("demo.localhost")}${portal}/hoses`);
  await page.getByRole("button", { name: "Print labels" }).click();
  await expect(page.getByRole("dialog", { name: "Print QR labels" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Print QR labels" }).getByText("The QR codes will open")).toHaveCount(
    0,
  );
});
