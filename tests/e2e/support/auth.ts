import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./server";

export const DEMO_PASSWORD = "Demo-password-1";

/** A fresh address, so specs never depend on each other's users. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * Signs in. A seeded demo persona (an @demo.test or @acme.test address with the demo password)
 * signs in through the login screen once per e2e server, and later calls reuse that session:
 * its cookies, saved beside the server's data (so a fresh server never sees a stale one), and
 * the page it landed on. The specs sign in some seventy times, and the login form with its
 * password hash was much of their time. `form: true` always uses the screen: for specs about
 * signing in or out themselves, and for any that ends its session (logout revokes it, and
 * the other specs share it). Anyone else (a user a spec made) uses the screen, and so does
 * `goto: false`: the page is already on it, e.g. after a guard, which then sends it on.
 */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  opts: { goto?: boolean; form?: boolean; timeout?: number } = {},
) {
  const shared = opts.goto !== false && !opts.form && password === DEMO_PASSWORD && PERSONA.test(email);
  const reused = shared ? await reuseSession(page, email) : null;
  if (reused === "signed in") return;
  // A saved session that no longer signs in has left the page on the login screen.
  if (opts.goto !== false && reused !== "login screen") await page.goto("/login");
  await loginThroughForm(page, email, password, opts.timeout);
  if (shared) await saveSession(page, email);
}

async function loginThroughForm(page: Page, email: string, password: string, timeout?: number) {
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout });
}

const PERSONA = /@(demo|acme)\.test$/i;
const SESSIONS_DIR = path.join(E2E_DATA_DIR, "sessions");
type Saved = { cookies: Awaited<ReturnType<BrowserContext["cookies"]>>; landing: string };
const sessionFile = (email: string) => path.join(SESSIONS_DIR, `${email.toLowerCase()}.json`);

/** "signed in": the page is where the login form would have left it. */
async function reuseSession(page: Page, email: string): Promise<"signed in" | "login screen" | null> {
  const saved = await readFile(sessionFile(email), "utf8")
    .then((text) => JSON.parse(text) as Saved)
    .catch(() => null);
  if (!saved) return null;
  await page.context().addCookies(saved.cookies);
  await page.goto(saved.landing);
  // Ended meanwhile (its user's sessions were ended): the caller signs in anew.
  return new URL(page.url()).pathname.startsWith("/login") ? "login screen" : "signed in";
}

async function saveSession(page: Page, email: string) {
  const url = new URL(page.url());
  const saved: Saved = { cookies: await page.context().cookies(), landing: `${url.pathname}${url.search}` };
  await mkdir(SESSIONS_DIR, { recursive: true });
  // Two workers may sign the same persona in at once: each writes whole files, the last one wins.
  const temporary = `${sessionFile(email)}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, JSON.stringify(saved));
  await rename(temporary, sessionFile(email));
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
