import createNextIntlPlugin from "next-intl/plugin";

/** @type {import('next').NextConfig} */

const isProduction = process.env.NODE_ENV === "production";

// Pages get a nonce-based Content-Security-Policy from proxy.ts (lib/http/csp.ts).
// API answers are JSON, never run as a page: they get a policy that allows nothing at all.
const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // The camera for the portal's own pages only: 'Scan tag' reads QR codes with it. Never for frames.
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig = {
  poweredByHeader: false,
  // .ci/run type-checks the whole project (npm run typecheck) before npm test builds the app; the
  // build's own check of the same files would only compete with the tests for the two cores.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === "1" },
  reactStrictMode: true,
  // Trailing slashes: pages are redirected by proxy.ts, API paths rewritten below (the API does
  // not pass through proxy.ts).
  skipTrailingSlashRedirect: true,
  // Packages with native or wasm parts stay outside the server bundle; pdfkit too, which reads its
  // font metrics from files of its own package at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@prisma/schema-engine-wasm", "pg", "pg-boss", "pdfkit"],
  experimental: {
    // proxy.ts runs on every page request (server actions included) and Next buffers the body
    // for it, truncating beyond 10 MB by default; the API does not pass through it.
    proxyClientMaxBodySize: "15mb",
    // A form may carry one file of at most 10 MB (an offer's PDF, a client's logo) with its
    // fields; every action checks the file's size and type itself. Next's default is 1 MB.
    serverActions: { bodySizeLimit: "11mb" },
  },
  async rewrites() {
    // The API contract names some paths with a trailing slash (GET /api/v1/clients/current/) and
    // the mobile app must not be bounced through a redirect: the same route answers both.
    return { beforeFiles: [{ source: "/api/:path+/", destination: "/api/:path+" }] };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiCsp }] },
    ];
  },
};

// Languages: server components find the request's language and catalogue in lib/web/i18n-request.ts.
const withNextIntl = createNextIntlPlugin("./lib/web/i18n-request.ts");

export default withNextIntl(nextConfig);
