import { readFileSync, readdirSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { PERSONAS, signedIn } from "./support/personas";

/**
 * A link with a broken id (cut short in an email, typed by hand) opens "not found", never the
 * error page: every portal page with an id in its path, the id replaced by one that is not a
 * uuid, as a system admin (who reaches every screen). A page that fails renders Next's error
 * with a numeric digest; not found, a redirect and the page itself carry none.
 */
const AS = "system@demo.test";

const PORTAL = path.join(process.cwd(), "app", "portal", "[org]");
const BROKEN = "not-an-id";

/** The portal's page paths with a dynamic segment other than the organisation's. */
function pagesWithIds(dir: string, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Slots (@modal) and catch-alls are not addresses of their own.
    if (!entry.isDirectory() || entry.name.startsWith("@") || entry.name.startsWith("[...")) continue;
    const child = [...segments, entry.name];
    const at = path.join(dir, entry.name);
    if (child.some((s) => s.startsWith("[")) && readdirSync(at).includes("page.tsx")) found.push(child.join("/"));
    found.push(...pagesWithIds(at, child));
  }
  return found;
}

const paths = [
  `/portal/${BROKEN}`,
  `/portal/${BROKEN}/hoses`,
  ...pagesWithIds(PORTAL).map((p) => `/portal/admin/${p.replace(/\[\w+\]/g, BROKEN)}`),
];

/**
 * A page as the persona's browser asks for it. Node does not resolve *.localhost: the request
 * goes to localhost and names the host in the Host header, with the persona's saved cookies.
 */
function open(url: string): Promise<{ status: number; body: string; location?: string }> {
  const saved = JSON.parse(readFileSync(signedIn(AS), "utf8")) as { cookies: Array<{ name: string; value: string }> };
  const headers = {
    host: `${PERSONAS[AS]}:${E2E_PORT}`,
    cookie: saved.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
  };
  return new Promise((resolve, reject) => {
    get({ hostname: "localhost", port: E2E_PORT, path: url, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }),
      );
    }).on("error", reject);
  });
}

test("a page opened with an id that is not a uuid answers not found, not an error", async () => {
  test.setTimeout(120_000);
  expect(paths.length, "pages found").toBeGreaterThan(20);
  const failed: string[] = [];
  const notFound: string[] = [];
  for (const url of paths) {
    const { status, body, location } = await open(url);
    const errors = [...body.matchAll(/digest\\?":\\?"(\d+)/g)].map((m) => m[1]);
    // Sent to sign in and come back: the saved session was ended, and the page was never tried.
    // (An organisation the user is not in sends them on to choose one, through /login.)
    if (location?.includes("nextUrl=")) failed.push(`${url}: sent to ${location}`);
    if (status >= 500 || errors.length) failed.push(`${url}: ${status} digest ${errors.join(",")}`);
    if (status === 404 || body.includes("NEXT_HTTP_ERROR_FALLBACK;404")) notFound.push(url);
  }
  expect(failed).toEqual([]);
  // The screens that say "not found" for a row that does not exist say it here too (the others
  // show their list, or a dialog's empty state): the pages were tried, signed in.
  expect(notFound).toEqual(
    expect.arrayContaining([
      `/portal/admin/client-manufacturers/${BROKEN}`,
      `/portal/admin/clients/${BROKEN}`,
      `/portal/admin/tag-management/edit/${BROKEN}`,
    ]),
  );
});
