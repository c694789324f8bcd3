import "server-only";
import { createHash } from "node:crypto";
import { cookies, headers } from "next/headers";
import { browserCookieNames } from "./cookies";

/**
 * The service worker keeps portal pages per session, never per browser (public/sw.js): each
 * page names its session's cache scope, and the worker reads only that scope's pages and deletes
 * the others'. The scope is a hash of the session cookies as presented (session and
 * impersonation), so another user, a new login of the same user, or an impersonation each get
 * a scope of their own, and the page carries nothing that could be turned back into a cookie.
 * Null without a session cookie (nothing is kept then).
 */
export async function pageCacheScope(): Promise<string | null> {
  const jar = await cookies();
  const names = browserCookieNames((await headers()).get("host"));
  const session = jar.get(names.session)?.value;
  if (!session) return null;
  const impersonation = jar.get(names.impersonation)?.value ?? "";
  return createHash("sha256").update(`hose-portal:page-cache:${session}:${impersonation}`).digest("hex").slice(0, 32);
}
