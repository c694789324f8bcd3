import "server-only";
import { z } from "zod";
import { buildCtx, type AuthedCtx, type Ctx } from "@/lib/core/ctx";
import { sessionFromBearer, sessionFromCookies } from "@/lib/auth/session";
import type { Session } from "@/lib/core/session";
import { db, readReplicaUrls } from "@/lib/db/client";
import { withRequestMemo } from "@/lib/db/request-memo";
import { earlyTenantStamp, readTenantStampEarly } from "@/lib/lists/tenant-stamp";
import { env } from "@/lib/env";
import type { Client } from "@/lib/generated/prisma/client";
import { apiRequestHostname } from "@/lib/core/hostname";
import { requireClient } from "@/lib/tenant/resolve-client";
import { sessionFromApiKey } from "@/lib/integrations/api-key-session";
import { JSON_BODY_MAX_BYTES, assertDeclaredLength, cappedBody, readCappedText, type BodyCap } from "./body";
import { browserCookies } from "./cookies";
import { AppError, forbidden, notFound, unauthorized, validationError, type ErrorBody } from "@/lib/core/errors";
import { answerTag, matchesTag, setTagHeaders } from "./answer-tag";
import { json, toErrorResponse } from "./respond";
import { translateSentence } from "@/lib/i18n/catalogue";
import { LOCALES, type Locale, offeredLocales } from "@/lib/i18n/locales";
import { answerLocale } from "./answer-locale";

/**
 * The one wrapper every /api/v1 route handler goes through (docs/STYLE.md rule 1):
 *  - tenant from the hostname (X-Client-Host, else Host);
 *  - caller from `Authorization: Bearer` (mobile app), `X-Api-Key` (an organisation's ERP or
 *    script) or the session cookies (browser), all giving the same Session; cookie calls that
 *    change data must come from our own origin;
 *  - Ctx with the organisation of X-Organisation-Id ('admin' for client/system admins; an API
 *    key's own organisation when the header is absent);
 *  - a body size cap before anything is read (413), public routes included, on the bytes read
 *    (a chunked body has no Content-Length), also where a handler reads its own body (multipart);
 *  - the caller, then `allow` (who may send this route a body at all), before any byte of the
 *    body is read: a refused caller never makes the server read or parse what it sent;
 *  - params, query and body parsed with zod, every field error at once;
 *  - any error mapped to the documented shape.
 */

type RouteContext = { params: Promise<Record<string, string | string[]> | undefined> };

type Auth = "public" | "user";

type Options<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends Auth> = {
  /** 'user' (default): 401 without a valid session. 'public': the session is optional. */
  auth?: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * For the few GET routes the API contract makes change data (link, visibility, complete...):
   * cookie callers must then prove same-origin too, since SameSite=Lax sends cookies on a
   * cross-site top-level GET.
   */
  changesState?: boolean;
  /**
   * The largest request body accepted, checked before anything is read or parsed:
   * JSON_BODY_MAX_BYTES unless a route with larger documented payloads (uploads, imports, tag
   * files) says otherwise. Larger: 413 in the error shape.
   */
  maxBodyBytes?: number;
  /** The 413's body where the route's payload has a documented limit of its own. */
  tooLarge?: ErrorBody;
  /**
   * Who may call the route, checked once the caller is known and before the body is read (throw
   * 403 from it). Routes taking large bodies (uploads, imports, tag files, client settings) name
   * the role their service requires, so nobody else makes the server read megabytes first. The
   * service checks again; this only moves the refusal in front of the body.
   */
  allow?: (ctx: A extends "public" ? Ctx : AuthedCtx) => void;
  /**
   * A read-only list route: the tenant's data stamp is read in the session's statement, so the
   * list's cached total and filter options cost no round trip of their own (lib/lists). Honoured
   * only for GET/HEAD routes that change nothing, and only without a read replica (the stamp must
   * be read where the list counts, see lib/lists/total-cache.ts).
   */
  tenantStamp?: boolean;
  /**
   * With `tenantStamp`: the answer carries an ETag made of the tenant's data stamp and the
   * caller's scope (lib/http/answer-tag.ts), and a repeated call whose tag still matches is
   * answered 304 before the handler runs. Only for lists whose rows the stamp watches.
   */
  etag?: boolean;
};

export type HandlerArgs<P, Q, B, C extends Ctx> = {
  request: Request;
  client: Client;
  session: Session | null;
  ctx: C;
  params: P;
  query: Q;
  body: B;
};

/** A handler returns a Response, or data sent as JSON (200 unless told). */
type Result = Response | { data: unknown; status?: number; userMessage?: string };

const EMPTY = z.object({});
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function route<
  P extends z.ZodType = typeof EMPTY,
  Q extends z.ZodType = typeof EMPTY,
  B extends z.ZodType = typeof EMPTY,
  A extends Auth = "user",
>(
  options: Options<P, Q, B, A>,
  handler: (
    args: HandlerArgs<z.infer<P>, z.infer<Q>, z.infer<B>, A extends "public" ? Ctx : AuthedCtx>,
  ) => Promise<Result>,
) {
  // Each request gets its own memo (lib/db/request-memo.ts): what one layer reads early, such as
  // the tenant's data stamp, a later one finds there, and nothing outlives the request.
  return (request: Request, context: RouteContext): Promise<Response> =>
    withRequestMemo(() => answer(request, context));

  /** The answer's ETag, when the route asks for one and the stamp was read with the session. */
  function answerTagFor(request: Request, client: Client, session: Session | null): string | undefined {
    if (!options.etag || !session || request.method !== "GET" || options.changesState) return undefined;
    const stamp = earlyTenantStamp(client.id);
    if (!stamp) return undefined;
    return answerTag({ request, client, session, actingFor: actingFor(request, session), stamp });
  }

  async function answer(request: Request, context: RouteContext): Promise<Response> {
    // Who asked, for an error report (ids only): known once the client and session are.
    const who: { clientId?: string; userId?: string } = {};
    let offered: readonly Locale[] = LOCALES;
    try {
      const cap = { maxBytes: options.maxBodyBytes ?? JSON_BODY_MAX_BYTES, tooLarge: options.tooLarge };
      assertDeclaredLength(request, cap);
      const client = await requireClient(db(), apiRequestHostname(request.headers), env().TENANT_CACHE_SECONDS);
      who.clientId = client.id;
      offered = offeredLocales(client.languages);
      // A public route (login, clients/current ...) treats a stale token as anonymous. A valid
      // browser session from another site is still refused (a cross-site POST /logout
      // or /login must not act on the victim's cookies).
      if (
        options.tenantStamp &&
        SAFE_METHODS.has(request.method) &&
        !options.changesState &&
        readReplicaUrls().length === 0
      ) {
        readTenantStampEarly(client.id);
      }
      const session = await authenticate(request, client, options.changesState ?? false).catch((error: unknown) => {
        if (options.auth === "public" && !(error instanceof AppError && error.code === "FORBIDDEN")) return null;
        throw error;
      });
      if (session) who.userId = session.user.id;
      if (!session && options.auth !== "public") throw unauthorized("Please log in to continue");
      const ctx = buildCtx(client, session, actingFor(request, session));
      options.allow?.(ctx as Parameters<NonNullable<typeof options.allow>>[0]);
      const params = parse(options.params ?? EMPTY, (await context.params) ?? {});
      const query = parse(options.query ?? EMPTY, Object.fromEntries(new URL(request.url).searchParams));
      const body = options.body ? parse(options.body, await readJson(request, cap)) : {};
      const tag = answerTagFor(request, client, session);
      if (tag && matchesTag(request, tag)) {
        const notModified = new Response(null, { status: 304 });
        setTagHeaders(notModified.headers, tag);
        return notModified;
      }
      // A handler that reads the body itself (multipart) gets it through the same byte cap.
      const args = {
        request: options.body ? request : withCappedBody(request, cap),
        client,
        session,
        ctx,
        params,
        query,
        body,
      };
      const result = await handler(args as Parameters<typeof handler>[0]);
      const response =
        result instanceof Response
          ? result
          : json(result.data, {
              ...result,
              userMessage: result.userMessage && translateSentence(result.userMessage, answerLocale(request, offered)),
            });
      if (tag && response.status === 200) setTagHeaders(response.headers, tag);
      // The id the audit trail recorded for this request's writes, for support to look up.
      if (ctx.requestId && !response.headers.has("x-request-id")) {
        try {
          response.headers.set("x-request-id", ctx.requestId);
        } catch {
          // Response.redirect() and some streams carry immutable headers: the id is optional there.
        }
      }
      return response;
    } catch (error) {
      // The error's sentences in the language the caller asks for (the mobile app sends
      // Accept-Language), among the client's; British English when it asks for none of them.
      return toErrorResponse(error, who, answerLocale(request, offered));
    }
  }
}

async function authenticate(request: Request, client: Client, changesState: boolean): Promise<Session | null> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) throw unauthorized("Your session has expired, please log in again");
    return sessionFromBearer(client.id, token);
  }
  // A key is a credential of its own, like a bearer token: no cookie, so no same-origin check.
  const apiKey = request.headers.get("x-api-key");
  if (apiKey !== null) return sessionFromApiKey(client.id, apiKey.trim());
  const session = await sessionFromCookies(client.id, browserCookies(request));
  if (session && (changesState || !SAFE_METHODS.has(request.method))) assertSameOrigin(request);
  return session;
}

/**
 * Cookie-authenticated changes must come from a page of this same host (CSRF). Browsers send
 * Origin on POST/PUT/PATCH/DELETE; on a same-origin GET they send only Sec-Fetch-Site.
 */
function assertSameOrigin(request: Request): void {
  if (request.method === "GET" && request.headers.get("sec-fetch-site") === "same-origin") return;
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || originHost !== host) throw forbidden("Cross-site request refused");
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The request with its body behind the byte cap (the 413 comes from whatever reads it). */
function withCappedBody(request: Request, cap: BodyCap): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: cappedBody(request, cap),
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

async function readJson(request: Request, cap: BodyCap): Promise<unknown> {
  const text = await readCappedText(request, cap);
  return text.trim() === "" ? {} : JSON.parse(text);
}

/**
 * The organisation a request acts for: the `X-Organisation-Id` header. An API key acts for its
 * own organisation only: any other value, an empty one included, is not found, so a key never
 * falls back to "no organisation" (where a signed-in person may create one).
 */
function actingFor(request: Request, session: Session | null): string | null {
  const header = request.headers.get("x-organisation-id");
  if (!session?.apiKey) return header;
  const own = session.user.organisations[0]?.id ?? null;
  if (header !== null && header !== own) throw notFound();
  return own;
}
