import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/v1/register/route";
import { db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { humanCheck } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";
import { startSmtpSink, type SmtpSink } from "../fixtures/smtp-sink";

/**
 * Email survives an SMTP outage: the mail server is stopped, a user registers (the
 * request succeeds), the server comes back on the same address, and the queued verification
 * email arrives through pg-boss's retries. Real SMTP server, real Postgres queue.
 */

let w: AccountsWorld;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  w = await createAccountsWorld();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  await sink?.close();
});

describe("email during an SMTP outage", () => {
  it("is queued in Postgres while the server is down and delivered once it is back", async () => {
    // Find a free port, then stop the server: SMTP is down.
    const first = await startSmtpSink();
    const port = Number(new URL(first.url).port);
    await first.close();
    process.env.SMTP_URL = first.url;
    resetEnvForTests();

    const email = "outage.person@example.test";
    const res = await call(register, {
      method: "POST",
      host: w.host,
      body: { email, firstName: "Otto", lastName: "Outage", recaptchaResponse: await humanCheck(w.host) },
    });
    expect(res.status).toBe(200);
    expect(await db().user.count({ where: { clientId: w.client.id, email } })).toBe(1);

    // The job is in the queue's own schema and fails against the closed port at least once.
    const queued = await db().$queryRaw<Array<{ state: string; retry_count: number }>>`
      SELECT state::text, retry_count FROM pgboss.job WHERE name = 'email' AND data->>'to' = ${email}`;
    expect(queued).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (
            await db().$queryRaw<Array<{ retry_count: number }>>`
      SELECT retry_count FROM pgboss.job WHERE name = 'email' AND data->>'to' = ${email}`
          )[0]?.retry_count,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    // SMTP is back on the same address: the retry delivers it.
    sink = await startSmtpSink({ port });
    const message = await sink.waitForMessage(email, 20_000);
    expect(message.subject).toContain("Confirm your email");
    expect(message.text).toContain("/validate/");
  }, 40_000);
});
