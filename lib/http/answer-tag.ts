import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Client } from "@/lib/generated/prisma/client";
import type { Session } from "@/lib/core/session";
import { today } from "@/lib/dates";
import type { TenantStamp } from "@/lib/lists/tenant-stamp";

/**
 * The ETag of a read-only list answer (route option `etag`), so a caller that asks again while
 * nothing it could see has changed gets 304 and no body, and the server skips the list's queries.
 *
 * The tag is a hash of everything the answer depends on:
 *  - the tenant's answer stamp (lib/lists/tenant-stamp.ts: the latest change of its hoses,
 *    organisations, inspections, configurations and zones), read with the session's statement;
 *  - who asks: the whole session user (id, roles, memberships, session version), the API key and
 *    the impersonator, and the organisation acted for. Two callers of different scope never share
 *    a tag, so one's tag never earns the other a 304 of an answer it was not given;
 *  - the tenant and its settings (its row's update time), the URL with its query, today's date
 *    (what is due changes at midnight) and the language asked for;
 *  - the build, so a new release never answers 304 to a body of the old one;
 *  - a ten-minute window, the bound for what the stamp cannot see (a row removed by a cascade,
 *    a write committed after a later one by a transaction that began earlier), as the list
 *    caches' own TTL is.
 * The answer says `Cache-Control: private, no-cache`: a browser keeps it for its own user and asks
 * again every time, and no shared cache may keep it.
 */
const WINDOW_MS = 10 * 60_000;

let build: string | undefined;
function buildId(): string {
  if (build === undefined) {
    try {
      build = fs.readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
    } catch {
      build = "development";
    }
  }
  return build;
}

export function answerTag(input: {
  request: Request;
  client: Client;
  session: Session;
  actingFor: string | null;
  stamp: TenantStamp;
  now?: Date;
}): string {
  const { request, client, session, actingFor, stamp } = input;
  const now = input.now ?? new Date();
  const url = new URL(request.url);
  const parts = JSON.stringify([
    buildId(),
    client.id,
    new Date(client.updatedAt).getTime(),
    session.user,
    session.apiKey ?? null,
    session.impersonator?.id ?? null,
    actingFor,
    url.pathname,
    url.search,
    today(now).getTime(),
    Math.floor(now.getTime() / WINDOW_MS),
    request.headers.get("accept-language"),
    stamp.answer,
  ]);
  return `"${createHash("sha256").update(parts).digest("base64url").slice(0, 32)}"`;
}

/** True when If-None-Match names `tag` (or is `*`); weak tags compare by their value (RFC 9110). */
export function matchesTag(request: Request, tag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

/** The headers every tagged answer carries, the 304 included. */
export function setTagHeaders(headers: Headers, tag: string): void {
  headers.set("etag", tag);
  headers.set("cache-control", "private, no-cache");
  headers.set("vary", "Authorization, Cookie, X-Api-Key, X-Organisation-Id, X-Client-Host, Accept-Language");
}
