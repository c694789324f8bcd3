import { z } from "zod";

/**
 * The one place that reads process.env (STYLE.md rule 8). Validated on first use so a
 * misconfigured server fails at boot with every problem listed, not on the first request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Required by anything that touches the database (db() says so); npm start sets it. */
  DATABASE_URL: z.string().min(1).optional(),
  /** Set by scripts/start.ts when serving the embedded PGlite: one connection only. */
  EMBEDDED_DB: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Max connections of the app's pool against a real Postgres. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Multiplies every rate limit's budget (lib/auth/rate-limit.ts). 1 in production; the e2e
   * server raises it because all its browsers share one address.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Seconds a resolved hostname -> client mapping is cached in memory. */
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Local folder of the dev storage driver (uploads, logos). */
  STORAGE_DIR: z.string().default(".storage"),
  /**
   * Mark session cookies Secure in production. Off only for plain-http demos on localhost
   * (npm start serves http://localhost:3000 in production mode).
   */
  COOKIE_SECURE: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /** Signs session cookies and API access tokens. Required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Signs human-verification (ALTCHA) challenges; defaults to a key derived from AUTH_SECRET. */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** SMTP transport, e.g. smtp://user:pass@mail.example:587. Unset: emails go to OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Hose portal <no-reply@hose-portal.test>"),
  OUTBOX_DIR: z.string().default(".outbox"),
  /**
   * Show the dev outbox page (/outbox) in production mode too: `npm start` runs `next start` for
   * the local demo and sets this when no SMTP_URL is configured. Never shown while SMTP_URL is set.
   */
  OUTBOX_PAGE: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** S3-compatible bucket for uploads; unset: the local STORAGE_DIR driver. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("eu-west-2"),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 1: path-style URLs (http://host/bucket/key), as MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /**
   * Error tracking (SPEC 9): server and browser errors go to this Sentry DSN. Unset (development,
   * tests): nothing is initialised and nothing is sent. Read at run time, so one build serves any
   * deployment; the browser gets it from the page and sends through /api/monitoring.
   */
  SENTRY_DSN: z
    .url({ protocol: /^https?$/, error: "SENTRY_DSN must be a Sentry DSN, e.g. https://key@o1.ingest.sentry.io/2" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Set by Next.js in each server runtime (instrumentation.ts initialises the Node one). */
  NEXT_RUNTIME: z.enum(["nodejs", "edge"]).optional(),
}).superRefine((e, ctx) => {
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET is required in production" });
  }
});

export type Env = z.infer<typeof EnvSchema>;

/** Development-only fallback: fixed so sessions survive restarts; refused in production. */
const DEV_AUTH_SECRET = "development-only-secret-do-not-use-in-production-0123456789";

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded server)");
  return url;
}

export function authSecret(): string {
  return env().AUTH_SECRET ?? DEV_AUTH_SECRET;
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests only: forget the parsed environment so the next env() reads process.env again. */
export function resetEnvForTests(): void {
  cached = undefined;
}
