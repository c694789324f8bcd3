import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/env";

/**
 * Files with several replicas: the local-disk driver would give each replica its own
 * folder, so a file uploaded through one would be missing through the other. With
 * PORTAL_REPLICAS > 1 it is refused unless STORAGE_DIR is declared shared; S3 is always fine.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "q8Jz3vN1xR7tL0mK5wB2cY9dF4hG6pS-aE_uI";
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function envWith(vars: Record<string, string | undefined>) {
  process.env = { ...saved, S3_BUCKET: undefined, STORAGE_DIR_SHARED: undefined, PORTAL_REPLICAS: undefined, ...vars };
  for (const [k, v] of Object.entries(process.env)) if (v === undefined) delete process.env[k];
  resetEnvForTests();
  return env;
}

describe("storage with several replicas", () => {
  it("one replica may keep files on its own disk", () => {
    expect(envWith({})().PORTAL_REPLICAS).toBe(1);
  });

  it("two replicas on unshared local disk are refused, naming the fix", () => {
    expect(envWith({ PORTAL_REPLICAS: "2" })).toThrow(
      /STORAGE_DIR: with PORTAL_REPLICAS > 1 .*S3_BUCKET.*STORAGE_DIR_SHARED=1/,
    );
  });

  it("two replicas with a shared STORAGE_DIR or with S3 boot", () => {
    expect(envWith({ PORTAL_REPLICAS: "2", STORAGE_DIR_SHARED: "1" })().STORAGE_DIR_SHARED).toBe(true);
    expect(envWith({ PORTAL_REPLICAS: "2", S3_BUCKET: "hose-portal" })().S3_BUCKET).toBe("hose-portal");
  });

  it("the production server refuses to boot before it listens", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/serve.ts")], {
      cwd: ROOT,
      env: { ...saved, NODE_ENV: "production", AUTH_SECRET: SECRET, PORTAL_REPLICAS: "2", S3_BUCKET: "", PORT: "3149" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("with PORTAL_REPLICAS > 1 the local-disk storage");
  });
});
