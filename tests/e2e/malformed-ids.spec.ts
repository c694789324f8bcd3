import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { requestAs } from "./support/personas";

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

test("a page opened with an id that is not a uuid answers not found, not an error", async () => {
  test.setTimeout(120_000);
  expect(paths.length, "pages found").toBeGreaterThan(20);
  const failed: string[] = [];
  const notFound: string[] = [];
  for (const url of paths) {
    const { status, body, location } = await requestAs(AS, url);
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
