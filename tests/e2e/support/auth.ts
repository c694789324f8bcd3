import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo-password-1";

/** A fresh address, so specs never depend on each other's users. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * Signs in through the login screen. For the specs about signing in or out themselves, for users a
 * spec creates, and for a demo persona whose session a spec ends (logout would otherwise end the
 * session every other spec shares): the rest start from the personas' saved sessions
 * (support/personas.ts). `goto: false`: the page is already on the login screen, e.g. after a
 * guard, which then sends it on.
 */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  opts: { goto?: boolean; timeout?: number } = {},
) {
  if (opts.goto !== false) await page.goto("/login");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Login" }).click();
  // The landing page renders on the server within the sign-in answer: give a loaded machine time.
  await expect(page).not.toHaveURL(/\/login/, { timeout: opts.timeout ?? 15_000 });
}

/**
 * Starts the human check (ALTCHA proof of work); callers wait for what it unlocks. By keyboard:
 * the widget's tick icon lies over its checkbox, so a pointer click is "intercepted".
 */
export async function passHumanCheck(page: Page) {
  const checkbox = page.getByRole("checkbox", { name: /not a robot/i });
  await checkbox.focus();
  await page.keyboard.press("Space");
  // Solved, the widget's checkbox is ticked and relabelled "Verified".
  await expect(page.getByRole("checkbox", { name: /verified/i })).toBeChecked({ timeout: 15_000 });
}
