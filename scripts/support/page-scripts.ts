/**
 * First-load JavaScript as Chromium downloads it: the case of `npm run bench` (scripts/bench.ts),
 * kept here so scripts/bench-js.ts can run it alone against any production server.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

/** The pages the target "first-load JavaScript on every page" is measured on (`hose`: a hose's id). */
export function firstLoadPages(hose: string): string[] {
  return [
    "/login",
    "/portal/admin",
    "/portal/admin/hoses",
    `/portal/admin/hoses/${hose}`,
    `/portal/admin/hoses/${hose}/inspect`,
    "/portal/admin/hoses/add",
    "/portal/admin/hose-configurations",
    "/portal/admin/users",
    "/portal/admin/quote-requests",
    "/portal/admin/activity",
    "/portal/admin/notifications",
    "/portal/admin/checklists",
    "/portal/admin/integrations",
    "/portal/admin/client-settings",
  ];
}

export type ScriptFile = { url: string; wire: number; gzip: number };
export type ScriptWeight = {
  page: string;
  status: number;
  scripts: number;
  wireKb: number;
  gzipKb: number;
  /** Each script file received, largest (gzip) first. */
  files: ScriptFile[];
};

/**
 * Each page loaded once in a fresh Chromium context (no HTTP cache, no service worker), with the
 * session cookie (not on /login): every script response the browser received until the load
 * event and a short settle, counted as sent on the wire (encoded body) and as gzip of its body
 * (what the target counts, whether or not the server compressed it). A page that does not answer
 * 200 is reported through `onError`.
 */
export async function pageScripts(options: {
  origin: string;
  paths: string[];
  cookie: string;
  chromiumPath?: string;
  onError: (message: string) => void;
}): Promise<ScriptWeight[]> {
  const { origin, paths, cookie, chromiumPath, onError } = options;
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const out: ScriptWeight[] = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      try {
        if (p !== "/login") {
          const [name, ...value] = cookie.split("=");
          await context.addCookies([{ name: name!, value: value.join("="), url: origin }]);
        }
        const page = await context.newPage();
        const scripts: Array<Promise<ScriptFile>> = [];
        page.on("response", (response) => {
          if (response.request().resourceType() !== "script") return;
          scripts.push(
            (async () => {
              const body = await response.body().catch(() => Buffer.alloc(0));
              const sizes = await response.request().sizes();
              return {
                url: new URL(response.url()).pathname,
                wire: sizes.responseBodySize,
                gzip: gzipSync(body).length,
              };
            })(),
          );
        });
        const res = await page.goto(origin + p, { waitUntil: "load" });
        await page.waitForTimeout(500);
        const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
        const label = p.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}");
        if (!res || res.status() !== 200) onError(`scripts: ${label} answered ${res?.status()} at ${page.url()}`);
        out.push({
          page: label,
          status: res?.status() ?? 0,
          scripts: files.length,
          wireKb: files.reduce((a, x) => a + x.wire, 0) / 1024,
          gzipKb: files.reduce((a, x) => a + x.gzip, 0) / 1024,
          files,
        });
        console.log(`scripts ${label}: ${files.length} files, ${out.at(-1)!.gzipKb.toFixed(0)} KB gzip`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
