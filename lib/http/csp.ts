/**
 * The Content-Security-Policy of the pages: scripts run only with this response's
 * nonce, and what those scripts load ('strict-dynamic': Next's own chunks); no inline script an
 * injected string could carry. Next reads the nonce from the request's CSP header (set in
 * proxy.ts) and puts it on its own scripts; every page is rendered per request anyway (the root
 * layout resolves the tenant from the hostname), so nothing static goes out without it.
 *
 * 'wasm-unsafe-eval' lets the tag scanner compile its QR decoder (WebAssembly served by the portal
 * itself); it allows no JavaScript eval.
 *
 * Styles keep 'unsafe-inline': React and Radix set style attributes, which a nonce cannot cover,
 * and styles cannot run code. API answers (JSON) keep the static policy of next.config.mjs.
 */
export function pageCsp(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
