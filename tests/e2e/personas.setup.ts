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
    // Signed in as soon as the login answers with the session cookie (SESSION_COOKIE in
    // lib/auth/session.ts). Waiting for the browser to leave /login also waited for the server to
    // render the persona's landing page, which nobody here looks at: half of each sign-in's time.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === "hp_session" && c.value !== ""), {
        message: `${email} is signed in (session cookie set)`,
        timeout: 20_000,
      })
      .toBe(true);
    await page.context().storageState({ path: signedIn(email) });
  });
}
