/** @type {import('next').NextConfig} */

const isProduction = process.env.NODE_ENV === "production";

// Next injects inline scripts for hydration; a nonce-based CSP would force every page to be
// dynamic. 'unsafe-inline' for scripts is limited to same-origin pages with no third-party
// script sources, and frame-ancestors/object-src/base-uri are locked down.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
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

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // proxy.ts handles trailing slashes itself (API paths are rewritten, pages redirected).
  skipTrailingSlashRedirect: true,
  // Packages with native or wasm parts stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@prisma/schema-engine-wasm", "pg", "pg-boss"],
  experimental: {
    // proxy.ts runs on every request and Next buffers the body for it, truncating beyond 10 MB
    // by default. POST /api/v1/uploads carries up to 10 MB as base64 (about 13.4 MB of JSON);
    // the route itself refuses bodies over its own cap (lib/uploads/read-body.ts).
    proxyClientMaxBodySize: "15mb",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
