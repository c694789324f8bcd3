import { randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The one place that reads process.env (docs/STYLE.md rule 8). Validated on first use so a
 * misconfigured server fails at boot with every problem listed, not on the first request.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Required by anything that touches the database (db() says so); npm start sets it. */
    DATABASE_URL: z.string().min(1).optional(),
    /**
     * Optional read replica(s) of DATABASE_URL (comma-separated): list, dashboard and export
     * reads go there (lib/db/client.ts, readDb); everything else stays on the primary.
     */
    DATABASE_READ_URL: z.string().optional(),
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
    /**
     * How many reverse proxies of ours stand in front of the app (lib/core/client-ip.ts). 0: none,
     * the socket peer is the caller and X-Forwarded-For is ignored. N: the N-th address from the
     * right of X-Forwarded-For + peer is the caller. Never more than the proxies you really run.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * The port npm start serves on (scripts/serve.ts); the demo seed builds the demo clients'
     * primary URLs from it, so their labels and email links open this server.
     */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Seconds a resolved hostname -> client mapping is cached in memory. */
    TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Local folder of the dev storage driver (uploads, logos). */
    STORAGE_DIR: z.string().default(".storage"),
    /**
     * 1: STORAGE_DIR is one volume that every portal process mounts (NFS, EFS, a shared Docker
     * volume on one host). Needed for the local driver when PORTAL_REPLICAS > 1.
     */
    STORAGE_DIR_SHARED: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
    /**
     * How many portal processes serve this database (replicas behind a load balancer; workers
     * count too). Above 1, a file uploaded through one must be readable through all: S3, or a
     * STORAGE_DIR declared shared, else the server refuses to boot.
     */
    PORTAL_REPLICAS: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Session cookies Secure: auto (default) = always, except for plain-http loopback hostnames
     * (localhost, *.localhost, 127.0.0.1: a browser on this machine); 1 = always; 0 = never.
     */
    COOKIE_SECURE: z.enum(["auto", "0", "1"]).default("auto"),
    /** Signs session cookies and API access tokens. Required in production. */
    AUTH_SECRET: z.string().min(32).optional(),
    /** Signs human-verification (ALTCHA) challenges; defaults to a key derived from AUTH_SECRET. */
    ALTCHA_HMAC_KEY: z.string().min(16).optional(),
    /** SMTP transport, e.g. smtp://user:pass@mail.example:587. Unset: emails go to OUTBOX_DIR. */
    SMTP_URL: z.string().optional(),
    /** Email queue (lib/email/queue.ts): tries after the first, and the first retry's delay (doubling). */
    EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(12),
    EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    /** How often an idle email worker looks for work. */
    EMAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** Emails each process delivers at once (SMTP connections); it takes four times that a fetch. */
    EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    /**
     * When the digest job (lib/digests/digest-job.ts) runs: a cron expression in UTC, or "off".
     * Each run sends the digests that are due in each organisation's time zone (after 07:00).
     */
    DIGEST_SCHEDULE: z
      .string()
      .trim()
      .regex(/^(off|\S+( \S+){4,5})$/, 'DIGEST_SCHEDULE must be a cron expression ("*/15 * * * *") or "off"')
      .default("*/15 * * * *"),
    /**
     * How often each process checks for scheduled jobs that are due (pg-boss's cron monitor,
     * lib/jobs/schedule.ts). Only one process queues each tick whatever this is; tests use 1.
     */
    JOBS_CRON_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
    /**
     * 1: webhooks may target loopback and private addresses (tests, a private network's ERP).
     * Off by default, so a subscription cannot make the server call into its own network.
     */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
    /**
     * The first retry of a failed webhook delivery waits about this long; each next one doubles
     * (pg-boss backoff with jitter). Tests shorten it.
     */
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** When the housekeeping job runs (lib/jobs/maintenance.ts; cron, UTC). */
    MAINTENANCE_CRON: z.string().default("17 * * * *"),
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
     * Error tracking (SPEC §9): server and browser errors go to this Sentry DSN. Unset (development,
     * tests): nothing is initialised and nothing is sent. Read at run time, so one build serves any
     * deployment; the browser gets it from the page and sends through /api/monitoring.
     */
    SENTRY_DSN: z
      .url({ protocol: /^https?$/, error: "SENTRY_DSN must be a Sentry DSN, e.g. https://key@o1.ingest.sentry.io/2" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Set by Next.js in each server runtime (instrumentation.ts initialises the Node one). */
    NEXT_RUNTIME: z.enum(["nodejs", "edge"]).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.PORTAL_REPLICAS > 1 && !e.S3_BUCKET && !e.STORAGE_DIR_SHARED) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE_DIR"],
        message:
          "with PORTAL_REPLICAS > 1 the local-disk storage would give each replica its own files: set S3_BUCKET, or STORAGE_DIR_SHARED=1 if STORAGE_DIR is one volume shared by all replicas",
      });
    }
    if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET is required in production" });
    }
    for (const key of ["AUTH_SECRET", "ALTCHA_HMAC_KEY"] as const) {
      const value = e[key];
      if (value !== undefined && isPlaceholderSecret(value)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} is a placeholder or guessable value; generate one, e.g. openssl rand -base64 48`,
        });
      }
    }
  });

/**
 * Known sample values (docker-compose and README examples, the old development constant) and
 * values too uniform to be random: they would let anyone forge sessions and tokens.
 */
export function isPlaceholderSecret(value: string): boolean {
  if (
    /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|placeholder|example|do[-_ ]?not[-_ ]?use|development-only|^(secret|password)/i.test(
      value,
    )
  ) {
    return true;
  }
  return new Set(value).size < 10;
}

export type Env = z.infer<typeof EnvSchema>;

/**
 * Without AUTH_SECRET (development, tests; production refuses to boot): a random secret per
 * process (a constant in the repository would let anyone forge tokens), kept on
 * globalThis so hot reloads in `next dev` keep their sessions.
 */
const DEV_SECRET_KEY = Symbol.for("hose-portal.dev-auth-secret");
function devAuthSecret(): string {
  const g = globalThis as Record<symbol, string | undefined>;
  return (g[DEV_SECRET_KEY] ??= randomBytes(48).toString("base64url"));
}

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded server)");
  return url;
}

export function authSecret(): string {
  return env().AUTH_SECRET ?? devAuthSecret();
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
