/**
 * Screenshots of the portal shell for the README (docs/screenshots/*.png), taken with Debian's
 * Chromium against a running server with the demo data:
 *
 *   SCREENSHOT_BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshots.ts
 *
 * (default base URL: the e2e server, http://demo.localhost:3100).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "docs", "screenshots");
const BASE = process.env.SCREENSHOT_BASE_URL ?? "http://demo.localhost:3100";
const PASSWORD = "Demo-password-1";

async function signedIn(browser: Browser, email: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.goto(`${BASE}/login`);
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(PASSWORD);
  await panel.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/portal\//);
  return page;
}

async function shot(page: Page, name: string) {
  // No blinking caret or half-finished transition in the picture.
  await page.addStyleTag({ content: "*{caret-color:transparent!important;transition:none!important}" });
  await page.screenshot({ path: path.join(OUT, name) });
  console.log(`docs/screenshots/${name}`);
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const desktop = await signedIn(browser, "distributor@demo.test", 1280, 800);
  await shot(desktop, "shell-distributor-1280.png");
  await desktop.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await desktop.getByTestId("displaying").waitFor();
  await shot(desktop, "customers-distributor-1280.png");

  const phone = await signedIn(browser, "distributor@demo.test", 390, 844);
  await shot(phone, "shell-distributor-390.png");
  await phone.getByRole("button", { name: "Menu", exact: true }).click();
  await phone.getByRole("dialog", { name: "Menu" }).waitFor();
  await shot(phone, "shell-distributor-390-menu.png");
  await phone.keyboard.press("Escape");
  await phone.goto(`${phone.url()}/organisations`);
  await phone.getByTestId("displaying").waitFor();
  await shot(phone, "customers-distributor-390.png");
} finally {
  await browser.close();
}
