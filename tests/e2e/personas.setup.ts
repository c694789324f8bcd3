import { expect, test as setup } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { DEMO_PASSWORD } from "./support/auth";
import { PERSONAS, signedIn, type Persona } from "./support/personas";

/**
 * Each persona signs in through the login form once per run, and its cookies are saved for the
 * specs (support/personas.ts). Specs that end a session (logout, "Log out everywhere") sign in
 * on their own, so the saved sessions stay valid for everyone else.
 */
setup.describe.configure({ mode: "parallel" });

for (const [email, host] of Object.entries(PERSONAS) as Array<[Persona, string]>) {
  setup(`sign in ${email}`, async ({ page }) => {
    await page.goto(`${hostUrl(host)}/login`);
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email").fill(email);
    await panel.getByLabel("Password").fill(DEMO_PASSWORD);
    await panel.getByRole("button", { name: "Login" }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await page.context().storageState({ path: signedIn(email) });
  });
}
