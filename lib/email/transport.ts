import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import type { EmailMessage } from "./message";

export type { EmailMessage };

/** One file of the dev outbox. */
export type OutboxEntry = EmailMessage & { from: string; createdAt: string };

/**
 * The SMTP transport, built on first use and reused. Keyed by SMTP_URL, which is read on every
 * send, so a changed environment (tests) gets a new transport.
 */
let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    smtp = { url, transporter: nodemailer.createTransport(url) };
  }
  return smtp.transporter;
}

/**
 * With SMTP_URL: queued in Postgres (lib/email/queue.ts) and delivered by the worker with
 * retries, so an SMTP outage never fails the request. Without: written to the dev outbox at once.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = env();
  if (SMTP_URL) {
    const { enqueueEmail } = await import("./queue");
    await enqueueEmail(message, deliverEmail);
    return;
  }
  await writeOutbox(path.resolve(OUTBOX_DIR), { ...message, from: MAIL_FROM, createdAt: new Date().toISOString() });
}

/**
 * The worker's side: one SMTP delivery (a throw makes pg-boss retry it later). Without SMTP_URL
 * the message goes to the dev outbox: digests (lib/digests) are always queued, in the same
 * transaction as their claim, whatever the transport.
 */
export async function deliverEmail(message: EmailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = env();
  if (!SMTP_URL) {
    await writeOutbox(path.resolve(OUTBOX_DIR), { ...message, from: MAIL_FROM, createdAt: new Date().toISOString() });
    return;
  }
  await smtpTransport(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    ...(message.dedupeKey ? { messageId: `<${message.dedupeKey}@${message.clientHost}>` } : {}),
    // base64 rather than quoted-printable: links survive intact in every client and parser.
    textEncoding: "base64",
  });
}

/**
 * One JSON file per message. The name starts with the ISO time (":" and "." made file-safe), so
 * names sort by time; a message with a dedupeKey is named by it (it starts with its time too). Written under a dot-name and renamed, so a reader never sees half a file.
 */
async function writeOutbox(dir: string, entry: OutboxEntry): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = entry.dedupeKey
    ? `${entry.dedupeKey}.json`
    : `${entry.createdAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeFile(temporary, JSON.stringify(entry, null, 2), { mode: 0o600 });
  await rename(temporary, path.join(dir, name));
}
