import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

/** Where scripts/e2e-server.ts points the server's file outbox (OUTBOX_DIR). */
export const OUTBOX_DIR = path.resolve(
  process.env.E2E_OUTBOX_DIR ??
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      `../../../.data/e2e-outbox-${process.env.E2E_PORT ?? "3100"}`,
    ),
);

type Email = { to: string; subject: string; text: string; html: string; createdAt: string };

async function emailsTo(to: string): Promise<Email[]> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const emails: Email[] = [];
  for (const name of names.filter((n) => n.endsWith(".json") && !n.startsWith(".")).sort()) {
    const email = JSON.parse(await readFile(path.join(OUTBOX_DIR, name), "utf8")) as Email;
    if (email.to.toLowerCase() === to.toLowerCase()) emails.push(email);
  }
  return emails;
}

/** The newest email to `to` whose subject matches, waiting for it to arrive. */
export async function waitForEmail(to: string, subject?: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(to)).filter((e) => !subject || subject.test(e.subject)).at(-1);
        return found !== undefined;
      },
      { message: `an email to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The path of the email's link (/validate/{token}): emails carry the client's primaryUrl
 * (port 3000), the test server listens elsewhere, so the test follows the path on its own host.
 */
export function linkPath(email: Email, prefix = "/validate/"): string {
  const match = new RegExp(`${prefix.replace(/\//g, "\\/")}[A-Za-z0-9_-]+`).exec(email.text);
  if (!match) throw new Error(`no ${prefix} link in: ${email.text}`);
  return match[0];
}
