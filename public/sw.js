/*
 * The portal's service worker ("Offline"): a plant floor has dead spots. It keeps
 *  - the build's static files (/_next/static, content-hashed, so never stale): cache first;
 *  - the scanner's decoder (/scanner/, one name across versions): network first, the kept copy
 *    without a network, so 'Scan tag' reads labels offline too;
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
 * The offline app shell (/offline-app, no user data in it): kept with the build's files it loads
 * when the page says the organisation's hoses are on the device ("keep-shell"), and served
 * without a network for the pages it renders from them (hose list, hose page, its 'Record
 * inspection', /t/{tagId}) in preference to a kept copy of the server's page, which may be older
 * than the device's hoses; for other portal pages after a kept copy, instead of the offline page.
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
const SHELL = "/offline-app";
/** The pages the shell renders from the hoses kept on the device (lib/offline/shell-routes.ts). */
const SHELL_PAGES = [
  /^\/t\/[^/]+\/?$/,
  /^\/portal\/[^/]+\/hoses\/?$/,
  /^\/portal\/[^/]+\/hoses\/[^/]+(\/inspect)?\/?$/,
];
/** The build's files a page loads, as its HTML and flight data name them. */
const STATIC_FILES = /(?:\/_next\/)?static\/(?:chunks|css|media)\/[^"'\s\\)]+/g;
const MAX_PAGES = 50;
/** A bound on the build files kept for the shell (a build has about a hundred). */
const MAX_SHELL_FILES = 400;
const MAX_AGE_MS = 24 * 3600 * 1000;
const SCOPE_META = /<meta[^>]+name="hp-page-scope"[^>]+content="([0-9a-f]{16,64})"/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(META).then((cache) => cache.add(OFFLINE)),
      // The shell is kept here, not only when a page asks later ("keep-shell"): Chromium compiles
      // a script put into Cache Storage while its worker is installing and keeps the compiled
      // code with it, and only then. Kept later, a script is compiled when it first runs, so the
      // first hose opened without a network paid for compiling the whole shell (about 0.9 s of a
      // 1.5 s open on a phone-speed CPU, docs/BENCHMARKS.md). Not kept here (no network, the
      // page is not signed in yet: the shell holds no user data, so it need not be): the page
      // asks again after its first sync, as before.
      keepShell({ compile: true }).catch(() => false),
    ]),
  );
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
  else if (data === "keep-shell") {
    // The page waits for the answer before it says it is ready offline.
    const port = event.ports[0];
    event.waitUntil(
      keepShell().then(
        (kept) => port?.postMessage(kept),
        () => port?.postMessage(false),
      ),
    );
  } else if (data && data.type === "keep-files" && Array.isArray(data.files)) {
    const port = event.ports[0];
    event.waitUntil(
      keepFiles(data.files).then(
        (kept) => port?.postMessage(kept),
        () => port?.postMessage(false),
      ),
    );
  } else if (data && data.type === "page-scope" && typeof data.scope === "string")
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

/**
 * Keeps the offline app shell and every build file it can load: the files its HTML names, and,
 * followed through the JavaScript, the chunks those load on demand (the scanner, dialogs), which
 * the HTML does not name. Each file is fetched once: their names change with their content.
 * `compile` (while installing): a script kept already is put again, so that it too is kept
 * with its compiled code (a device whose shell was kept before this worker).
 */
async function keepShell({ compile = false } = {}) {
  const response = await fetch(SHELL, { credentials: "same-origin" }).catch(() => null);
  if (!response || !response.ok || response.redirected) return false;
  const html = await response.clone().text();
  const assets = await caches.open(ASSETS);
  const staticFiles = (text) => (text.match(STATIC_FILES) ?? []).map((f) => (f.startsWith("/") ? f : `/_next/${f}`));
  const queue = [...new Set(staticFiles(html))];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length && i < MAX_SHELL_FILES; i++) {
    const file = queue[i];
    let asset = await assets.match(file);
    if (asset && compile && file.endsWith(".js")) {
      await assets.put(file, asset.clone());
    } else if (!asset) {
      const fetched = await fetch(file).catch(() => null);
      if (!fetched) return false; // the network went: not kept, asked again at the next sync
      if (!fetched.ok) continue; // not a build file after all
      await assets.put(file, fetched.clone());
      asset = fetched;
    }
    if (!file.endsWith(".js")) continue;
    for (const next of staticFiles(await asset.text()))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  // Last: once the shell is kept, everything it loads is too.
  await (await caches.open(META)).put(SHELL, response);
  return true;
}

/**
 * Keeps build files a page has loaded (the scanner's code and decoder): only this origin's build
 * files and the scanner's, each once. True when every one is in the cache.
 */
async function keepFiles(files) {
  const assets = await caches.open(ASSETS);
  let all = true;
  for (const file of files.slice(0, 500)) {
    if (typeof file !== "string" || !(file.startsWith("/_next/static/") || file.startsWith("/scanner/"))) continue;
    if (await assets.match(file)) continue;
    const response = await fetch(file).catch(() => null);
    if (response && response.ok) await assets.put(file, response);
    else all = false;
  }
  return all;
}

const shell = async () => (await caches.open(META)).match(SHELL);
const offlinePage = async () => (await caches.open(META)).match(OFFLINE);
const isShellPage = (url) => SHELL_PAGES.some((pattern) => pattern.test(url.pathname));

/** No network: the shell for the pages it renders, else the kept page, else the offline page. */
async function withoutNetwork(request) {
  const url = new URL(request.url);
  if (isShellPage(url) || url.pathname === SHELL)
    return (await shell()) ?? (await keptPage(request)) ?? (await offlinePage()) ?? Response.error();
  return (await keptPage(request)) ?? (await shell()) ?? (await offlinePage()) ?? Response.error();
}

/** A page the worker does not keep (/t/{tagId}): the network, else the shell. */
async function networkElseShell(request) {
  try {
    return await fetch(request);
  } catch {
    return (await shell()) ?? (await offlinePage()) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Files whose name does not change with their content: the network, else the last copy. */
async function networkElseKept(request) {
  const cache = await caches.open(ASSETS);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
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
    return withoutNetwork(request);
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
  else if (url.pathname.startsWith("/scanner/")) event.respondWith(networkElseKept(request));
  else if (request.mode !== "navigate") return;
  else if (url.pathname.startsWith("/portal/")) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/t/") || url.pathname === SHELL) event.respondWith(networkElseShell(request));
});
