import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { hostUrl } from "../../../playwright.config";
import { E2E_DATA_DIR } from "./server";

/**
 * The demo seed's people the specs act as. The setup project (tests/e2e/personas.setup.ts) signs
 * each in through the login form once per run and saves its browser state; a spec then starts
 * signed in with `test.use({ storageState: signedIn("admin@demo.test") })`, or switches person
 * mid-test with `actAs(page, email)`. Each host has its own cookies, so a persona is signed in on
 * its client's host only.
 */
export const PERSONAS = {
  "system@demo.test": "demo.localhost",
  "admin@demo.test": "demo.localhost",
  "operator@demo.test": "demo.localhost",
  "distributor@demo.test": "demo.localhost",
  "manager@demo.test": "demo.localhost",
  "customer@demo.test": "demo.localhost",
  "user@demo.test": "demo.localhost",
  "readonly@demo.test": "demo.localhost",
  "multi@demo.test": "demo.localhost",
  "riverside@demo.test": "demo.localhost",
  "south@demo.test": "demo.localhost",
  "admin@acme.test": "acme.localhost",
} as const;

export type Persona = keyof typeof PERSONAS;

/**
 * The saved state of a persona, beside the e2e server's data: a fresh server (which empties that
 * folder) never meets a session of an earlier one, and the embedded pass (its own port) has its own.
 */
export function signedIn(email: Persona): string {
  return path.join(E2E_DATA_DIR, "personas", `${email}.json`);
}

/**
 * Opens where the login form would have left this person: the login page sends a signed-in
 * visitor to their landing page (their organisation's portal, the client admin screens, or the
 * organisation choice).
 */
export async function openLanding(page: Page, host?: string) {
  await page.goto(host ? `${hostUrl(host)}/login` : "/login");
  // Still on the login screen: the saved session was ended, by a spec that should sign in on its own.
  await expect(page, "the persona's saved session no longer signs in").not.toHaveURL(/\/login/);
}

/**
 * Switches this page's browser to another persona's saved session, mid-test (a distributor tags a
 * hose, then its customer finds it), and opens that persona's landing page.
 */
export async function actAs(page: Page, email: Persona) {
  await takeSession(page.context(), email);
  await openLanding(page, PERSONAS[email]);
}

/** Puts a persona's saved session in this browser, in place of any other; the page stays where it is. */
export async function takeSession(context: BrowserContext, email: Persona) {
  const state = JSON.parse(await readFile(signedIn(email), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await context.clearCookies();
  await context.addCookies(state.cookies);
}
