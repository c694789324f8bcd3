import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { OutboxEntry } from "./transport";

/**
 * Reading the dev outbox (lib/email/transport.ts writes it) for the /outbox page. Each client
 * sees only the messages sent for one of its own hostnames.
 */

const OutboxEntrySchema = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  createdAt: z.string(),
  clientHost: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  dedupeKey: z.string().optional(),
}) satisfies z.ZodType<OutboxEntry>;

export type OutboxMessage = OutboxEntry & { id: string };

/** How many files one listing reads at most: the outbox is never cleaned up by the app. */
const MAX_SCANNED = 500;

/**
 * The page exists only while mail goes to the outbox, and in production only when asked for
 * (OUTBOX_PAGE=1, which `npm start` sets for the local demo): it shows live login links.
 */
export function outboxPageEnabled(): boolean {
  const { SMTP_URL, NODE_ENV, OUTBOX_PAGE } = env();
  if (SMTP_URL) return false;
  return NODE_ENV !== "production" || OUTBOX_PAGE;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The outbox shows live reset and login links, so it is shown only to a browser on
 * this machine (the TCP peer is the loopback, as scripts/serve.ts reports it; a forwarded or
 * client-written address never counts) or to a signed-in system admin.
 */
export function outboxVisibleTo(callerIp: string, isSystemAdmin: boolean): boolean {
  if (!outboxPageEnabled()) return false;
  return isSystemAdmin || (env().TRUSTED_PROXY_HOPS === 0 && LOOPBACK.has(callerIp));
}

/** The client's messages, newest first. */
export async function listOutboxMessages(client: { id: string }, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db().clientHostname.findMany({ where: { clientId: client.id }, select: { hostname: true } });
  const hostnames = new Set(rows.map((r) => r.hostname));
  const dir = path.resolve(env().OUTBOX_DIR);
  const names = (await listJsonFiles(dir)).sort().reverse().slice(0, MAX_SCANNED);
  const messages: OutboxMessage[] = [];
  for (const name of names) {
    if (messages.length >= limit) break;
    const entry = await readEntry(path.join(dir, name));
    if (entry && hostnames.has(entry.clientHost)) messages.push({ ...entry, id: name.replace(/\.json$/, "") });
  }
  return messages;
}

async function listJsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".json") && !name.startsWith("."));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** A file that is not an outbox entry (hand-edited, other tool) is skipped, not fatal. */
async function readEntry(file: string): Promise<OutboxEntry | null> {
  try {
    const parsed = OutboxEntrySchema.safeParse(JSON.parse(await readFile(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
