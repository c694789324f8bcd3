import { afterAll, describe, expect, it } from "vitest";
import { db, createDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { toErrorResponse, UNAVAILABLE } from "@/lib/http/respond";
import { runAction } from "@/lib/actions/state";
import { createClient } from "../fixtures/factories";

/**
 * A database that cannot be reached is a clean 503 (error shape, Retry-After), not a 500 with
 * a reference; a fault of the request stays what it is. Real errors from real connections:
 * a server that refuses (nothing listens on port 1) and a constraint the live database enforces.
 */
const unreachable = createDb("postgres://postgres@127.0.0.1:1/none", { singleConnection: true });
afterAll(() => unreachable.$disconnect());

const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e,
  );

describe("database unavailable", () => {
  it("recognises a refused connection, from a model query and from raw SQL", async () => {
    expect(isDatabaseUnavailable(await errorOf(unreachable.client.count()))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(unreachable.$queryRaw`SELECT 1`))).toBe(true);
  });

  it("answers 503 in the error shape with Retry-After, and the same message to a form", async () => {
    const error = await errorOf(unreachable.client.findMany());
    const res = toErrorResponse(error);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ global: [UNAVAILABLE] });
    const state = await runAction(async () => {
      await unreachable.client.findMany();
      return { ok: true, errors: {} };
    });
    expect(state).toEqual({ ok: false, errors: { global: [UNAVAILABLE] } });
  });

  it("leaves the errors of a reachable database alone: a unique violation is no outage", async () => {
    const client = await createClient();
    const duplicate = await errorOf(
      db().clientHostname.create({ data: { clientId: client.id, hostname: client.hostnames[0]!.hostname } }),
    );
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(toErrorResponse(duplicate).status).toBe(500);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
  });
});
