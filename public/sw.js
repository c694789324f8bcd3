/*
 * The portal's service worker (issue 15, "Offline"): a plant floor has dead spots. It keeps
 *  - the build's static files (/_next/static, content-hashed, so never stale): cache first;
 *  - the portal pages the signed-in user opened: network first, the last copy when there is no
 *    network, else a small offline page. At most 50 pages, none older than a day.
 *
 * Pages are kept per session, never for "this browser": each portal page carries its session's
 * cache scope (<meta name="hp-page-scope">, a hash of the session cookie, page-cache-scope.ts),
 * and also tells the worker when it loads (a client-side navigation fetches no page). Pages go
 * into the cache of their scope, and only the current scope's cache is ever read; when the
 * scope changes (another user, a new login, impersonation) the other caches are deleted. A
 * navigation the server sends to /login (the session ended: logout elsewhere, expiry, revoked
 * access) or answers 401, the login and logout pages, and a logout from the menu delete them all.
 *
 * Inspections recorded offline are not its job: the page keeps them in IndexedDB and sends them
 * (lib/offline/inspection-outbox.ts), so they reach the server exactly once, in order.
 */
const VERSION = "v2";
const PAGES_PREFIX = `hp-pages-${VERSION}-`;
const ASSETS = `hp-assets-${VERSION}`;
/** The offline page and the current scope (so a restarted worker still knows it). */
const META = `hp-meta-${VERSION}`;
const OFFLINE = "/offline.html";
const SCOPE_KEY = "/__hp-page-scope";
const MAX_PAGES = 50;
const MAX_AGE_MS = 24 * 3600 * 1000;
const SCOPE_META = /<meta[^>]+name="hp-page-scope"[^>]+content="([0-9a-f]{16,64})"/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(META).then((cache) => cache.add(OFFLINE)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Earlier versions' caches (v1 kept every user's pages in one cache) go.
      for (const key of await caches.keys())
        if (key !== ASSETS && key !== META && !key.startsWith(PAGES_PREFIX)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data === "forget-pages") event.waitUntil(forgetPages());
  else if (data && data.type === "page-scope" && typeof data.scope === "string")
    event.waitUntil(switchScope(data.scope));
});

async function currentScope() {
  const hit = await (await caches.open(META)).match(SCOPE_KEY);
  return hit ? hit.text() : null;
}

/** Every session's pages go (the offline page stays). */
async function forgetPages() {
  for (const key of await caches.keys()) if (key.startsWith(PAGES_PREFIX)) await caches.delete(key);
  await (await caches.open(META)).delete(SCOPE_KEY);
}

/** `scope` is the session now: every other session's pages go. */
async function switchScope(scope) {
  if (!/^[0-9a-f]{16,64}$/.test(scope)) return;
  if ((await currentScope()) === scope) return;
  for (const key of await caches.keys())
    if (key.startsWith(PAGES_PREFIX) && key !== PAGES_PREFIX + scope) await caches.delete(key);
  await (await caches.open(META)).put(SCOPE_KEY, new Response(scope));
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The session ended, as this navigation's answer shows. */
const endedSession = (response) =>
  response.status === 401 || (response.redirected && new URL(response.url).pathname === "/login");

async function keep(request, response) {
  const html = await response.clone().text();
  const scope = SCOPE_META.exec(html)?.[1];
  // Only a signed-in portal page says whose it is; anything else is not kept.
  if (!scope) return;
  await switchScope(scope);
  const headers = new Headers(response.headers);
  headers.set("x-hp-kept-at", String(Date.now()));
  const cache = await caches.open(PAGES_PREFIX + scope);
  await cache.put(request, new Response(html, { status: response.status, statusText: response.statusText, headers }));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(old);
}

async function keptPage(request) {
  const scope = await currentScope();
  if (!scope) return null;
  const hit = await (await caches.open(PAGES_PREFIX + scope)).match(request);
  if (!hit) return null;
  const keptAt = Number(hit.headers.get("x-hp-kept-at") ?? 0);
  return Date.now() - keptAt <= MAX_AGE_MS ? hit : null;
}

async function networkFirst(request) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await keptPage(request)) ?? (await (await caches.open(META)).match(OFFLINE)) ?? Response.error();
  }
  if (endedSession(response)) await forgetPages();
  else if (response.ok && response.type === "basic" && !response.redirected) await keep(request, response);
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate" && url.pathname.startsWith("/portal/")) event.respondWith(networkFirst(request));
});
