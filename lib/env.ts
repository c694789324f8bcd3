import { z } from "zod";

/**
 * The one place that reads process.env (STYLE.md rule 8). Validated on first use so a
 * misconfigured server fails at boot with every problem listed, not on the first request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded server)"),
  /** Set by scripts/start.ts when serving the embedded PGlite: one connection only. */
  EMBEDDED_DB: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Max connections of the app's pool against a real Postgres. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Seconds a resolved hostname -> client mapping is cached in memory. */
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Local folder of the dev storage driver (uploads, logos). */
  STORAGE_DIR: z.string().default(".storage"),
});

export type Env = z.infer<typeof EnvSchema>;

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
