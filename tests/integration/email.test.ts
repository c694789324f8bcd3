import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  sendEmailChangeEmail,
  sendInvitationEmail,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from "@/lib/email/account-emails";
import { listOutboxMessages, outboxPageEnabled } from "@/lib/email/outbox";
import type { OutboxEntry } from "@/lib/email/transport";
import { resetEnvForTests } from "@/lib/env";
import { createClient } from "../fixtures/factories";
import { linksIn, startSmtpSink, type SmtpSink } from "../fixtures/smtp-sink";

const client = { name: "Harbour Hydraulics", primaryUrl: "http://harbour.localhost:3000", logoKey: null, theme: 2 };
const data = (token: string) => ({
  firstName: "Robin",
  link: `${client.primaryUrl}/validate/${token}`,
  expiresInHours: 24,
});

/** Each sender with what its email must say; `to` differs per case so the sink can tell them apart. */
const cases = [
  { name: "verification", send: sendVerificationEmail, expect: "Confirm your email for Harbour Hydraulics" },
  { name: "password reset", send: sendPasswordResetEmail, expect: "Reset your Harbour Hydraulics password" },
  { name: "email change", send: sendEmailChangeEmail, expect: "Confirm your new email address for Harbour Hydraulics" },
  {
    name: "invitation",
    send: (c: typeof client, to: string, d: ReturnType<typeof data>) =>
      sendInvitationEmail(c, to, { ...d, inviterName: "Alex Admin", organisationName: "Quay Cranes Ltd" }),
    expect: "You have been invited to join Quay Cranes Ltd on Harbour Hydraulics",
  },
] as const;

function useEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests(); // lib/env caches the parsed environment
}

let sink: SmtpSink;
let outbox: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  outbox = await mkdtemp(path.join(os.tmpdir(), "hp-outbox-"));
});

afterAll(async () => {
  useEnv({ SMTP_URL: undefined, OUTBOX_DIR: undefined });
  await sink.close();
  await rm(outbox, { recursive: true, force: true });
});

describe("account emails over SMTP (SMTP_URL set)", () => {
  beforeEach(() => useEnv({ SMTP_URL: sink.url, OUTBOX_DIR: outbox, MAIL_FROM: "Portal <portal@example.test>" }));

  for (const c of cases) {
    it(`delivers the ${c.name} email with the client name and the exact link`, async () => {
      const to = `smtp-${c.name.replace(/ /g, "-")}@example.test`;
      const token = `tok-${c.name.length}_Ab-9`;
      await c.send(client, to, data(token));

      const message = await sink.waitForMessage(to);
      expect(message.subject).toBe(c.expect);
      expect(message.from).toContain("portal@example.test");
      expect(message.html).toContain("Harbour Hydraulics");
      expect(linksIn(message)).toEqual([`${client.primaryUrl}/validate/${token}`]);
      expect(message.text).toContain(`\n${client.primaryUrl}/validate/${token}\n`);
      expect(message.text).toContain("Hello Robin,");
      expect(message.text).toContain("This link expires in 24 hours.");
    });
  }

  it("writes nothing to the outbox", async () => {
    expect(await readdir(outbox)).toEqual([]);
  });

  it("hides the outbox page", () => {
    expect(outboxPageEnabled()).toBe(false);
  });
});

describe("account emails to the dev outbox (no SMTP_URL)", () => {
  beforeEach(() => useEnv({ SMTP_URL: undefined, OUTBOX_DIR: outbox, MAIL_FROM: "Portal <portal@example.test>" }));

  it("writes one JSON file per message with the same content, in time order", async () => {
    for (const c of cases)
      await c.send(client, `outbox-${c.name.replace(/ /g, "-")}@example.test`, data(`t-${c.name.length}`));

    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(cases.length);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.json$/.test(f))).toBe(true);
    const entries = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), "utf8")) as OutboxEntry),
    );
    expect(entries.map((e) => e.subject)).toEqual(cases.map((c) => c.expect));
    for (const [i, c] of cases.entries()) {
      const entry = entries[i]!;
      expect(Object.keys(entry).sort()).toEqual(["clientHost", "createdAt", "from", "html", "subject", "text", "to"]);
      expect(entry).toMatchObject({
        to: `outbox-${c.name.replace(/ /g, "-")}@example.test`,
        from: "Portal <portal@example.test>",
        clientHost: "harbour.localhost",
      });
      expect(linksIn(entry)).toEqual([`${client.primaryUrl}/validate/t-${c.name.length}`]);
      expect(entry.text).toContain(`${client.primaryUrl}/validate/t-${c.name.length}`);
      expect(entry.html).toContain("Harbour Hydraulics");
    }
  });

  it("lists a client's messages newest first, and none of another client's", async () => {
    const harbour = await createClient({ name: "Harbour", hostnames: ["harbour.localhost", "harbour.example.test"] });
    const other = await createClient({ name: "Other", hostnames: ["other.localhost"] });
    await sendPasswordResetEmail(
      { ...client, primaryUrl: "https://harbour.example.test" },
      "late@example.test",
      data("late"),
    );
    await sendPasswordResetEmail(
      { ...client, name: "Other", primaryUrl: "http://other.localhost:3000" },
      "o@example.test",
      data("o"),
    );

    const listed = await listOutboxMessages(harbour);
    expect(listed.length).toBeGreaterThanOrEqual(cases.length + 1);
    expect(listed[0]!.to).toBe("late@example.test");
    expect(listed.map((m) => m.to)).not.toContain("o@example.test");
    expect(listed.map((m) => m.createdAt)).toEqual(
      listed
        .map((m) => m.createdAt)
        .sort()
        .reverse(),
    );
    expect((await listOutboxMessages(other)).map((m) => m.to)).toEqual(["o@example.test"]);
  });

  it("shows the outbox page in development, and in production only with OUTBOX_PAGE=1", () => {
    useEnv({ NODE_ENV: "development" });
    expect(outboxPageEnabled()).toBe(true);
    useEnv({ NODE_ENV: "production", AUTH_SECRET: "q8Zr1v-Kx0pLw3N7yT5bHc2Jd9Ms4GfAe6UuYiOo", OUTBOX_PAGE: undefined });
    expect(outboxPageEnabled()).toBe(false);
    useEnv({ OUTBOX_PAGE: "1" });
    expect(outboxPageEnabled()).toBe(true);
    useEnv({ NODE_ENV: "test", AUTH_SECRET: undefined, OUTBOX_PAGE: undefined });
  });
});
