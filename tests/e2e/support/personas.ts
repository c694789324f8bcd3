import { readFile } from "node:fs/promises";
import { get } from "node:http";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PORT, hostUrl } from "../../../playwright.config";
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

type SavedCookies = Parameters<BrowserContext["addCookies"]>[0];

async function savedCookies(email: Persona): Promise<SavedCookies> {
  return (JSON.parse(await readFile(signedIn(email), "utf8")) as { cookies: SavedCookies }).cookies;
}

/** Puts a persona's saved session in this browser, in place of any other; the page stays where it is. */
export async function takeSession(context: BrowserContext, email: Persona) {
  const cookies = await savedCookies(email);
  await context.clearCookies();
  await context.addCookies(cookies);
}

/**
 * A page as this persona's browser asks for it, from Node, with its saved cookies and without a
 * browser: its status, redirect and body (read whole). Node does not resolve *.localhost, so the
 * request goes to localhost and names the persona's host in the Host header, as the browser would.
 */
export async function requestAs(
  email: Persona,
  path: string,
): Promise<{ status: number; location?: string; body: string }> {
  const cookie = (await savedCookies(email)).map((c) => `${c.name}=${c.value}`).join("; ");
  const headers = { host: `${PERSONAS[email]}:${E2E_PORT}`, cookie };
  return new Promise((resolve, reject) => {
    get({ hostname: "localhost", port: E2E_PORT, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    }).on("error", reject);
  });
}

/**
 * The path of this persona's landing page (/portal/<its organisation>, /portal/admin or
 * /select-organisation), read from where the login page redirects its saved session, without
 * rendering the landing page: a dashboard costs a second or two on a loaded machine, for specs
 * whose subject is another screen.
 */
export async function landingPath(email: Persona): Promise<string> {
  const { status, location } = await requestAs(email, "/login");
  // No redirect: the login form, so the saved session was ended by a spec that should sign in on its own.
  expect(status === 307 ? location : undefined, "the persona's saved session no longer signs in").toBeDefined();
  return new URL(location!, hostUrl(PERSONAS[email])).pathname;
}

/**
 * As actAs(), without opening the landing page: puts a persona's saved session in this browser and
 * answers the path of its landing page, for a spec that goes on to a screen of its own (the page
 * stays where it is).
 */
export async function switchTo(page: Page, email: Persona): Promise<string> {
  const [landing] = await Promise.all([landingPath(email), takeSession(page.context(), email)]);
  return landing;
}

/**
 * Switches this page's browser to a persona's saved session and opens `path` straight away, where
 * `{portal}` stands for the persona's landing page (e.g. "{portal}/users"): for specs about that
 * screen, not about the landing page or the menu that leads there. Answers the landing path.
 */
export async function openAs(page: Page, email: Persona, path: string): Promise<string> {
  const landing = await switchTo(page, email);
  await page.goto(`${hostUrl(PERSONAS[email])}${path.replace("{portal}", landing)}`);
  await hydrated(page);
  return landing;
}

/**
 * Waits until React has hydrated the page: every control of its main part carries React's props.
 * A page opened by URL shows its server-rendered controls before their handlers are attached, and
 * a choice made in that moment (a filter picked, a file chosen) is silently lost when React takes
 * the control over; arriving by a link, the menu's own navigation already waited for it. Parts of
 * a page hydrate one after another (each streamed part on its own), so every control is looked
 * at, not the first. A part still loading (its loading state, aria-busy) has none of its controls
 * yet: its controls arrive later and hydrate after, so the page is not called hydrated until no
 * part of it is busy. A page that sends the browser on (a redirect by script) is looked at again
 * where it lands.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              // Form controls only: a link may be in rich text (HTML React sets, not renders), and a
              // hidden input may be one React's server rendering adds for a form's action. A web
              // component's own controls (the human check's checkbox) are never React's.
              document.querySelector("main [aria-busy=true]") === null &&
              [...document.querySelectorAll("main button, main input:not([type=hidden]), main select, main textarea")]
                .filter((control) => {
                  for (let up = control.parentElement; up; up = up.parentElement)
                    if (up.localName.includes("-")) return false;
                  return true;
                })
                .every((control) => Object.keys(control).some((key) => key.startsWith("__reactProps$"))),
          )
          // The page went on while it was being looked at: look again at the next one.
          .catch(() => false),
      { message: "React hydrated the page", timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
}
