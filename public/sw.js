/*
 * The portal's service worker (issue 15, "Offline"): a plant floor has dead spots. It keeps
 *  - the build's static files (/_next/static, content-hashed, so never stale): cache first;
 *  - the portal pages the user opened: network first, the last copy when there is no network,
 *    else a small offline page. At most 50 pages; emptied at login and logout, so a shared phone
 *    never shows one user's pages to the next.
 * Inspections recorded offline are not its job: the page keeps them in IndexedDB and sends them
 * (lib/offline/inspection-outbox.ts), so they reach the server exactly once, in order.
 */
const VERSION = "v1";
const PAGES = `hp-pages-${VERSION}`;
const ASSETS = `hp-assets-${VERSION}`;
const OFFLINE = "/offline.html";
const MAX_PAGES = 50;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(OFFLINE)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== PAGES && key !== ASSETS) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "forget-pages") event.waitUntil(forgetPages());
});

async function forgetPages() {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) if (!request.url.endsWith(OFFLINE)) await cache.delete(request);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !response.redirected) {
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES - 1)))
        if (!old.url.endsWith(OFFLINE)) await cache.delete(old);
    }
    return response;
  } catch {
    return (await cache.match(request)) ?? (await cache.match(OFFLINE)) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate" && url.pathname.startsWith("/portal/")) event.respondWith(networkFirst(request));
});
