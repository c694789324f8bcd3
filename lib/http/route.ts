import "server-only";
import { z } from "zod";
import { db, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Client } from "@/lib/generated/prisma/client";
import { requestHostname } from "@/lib/tenant/hostname";
import { requireClient } from "@/lib/tenant/resolve-client";
import { validationError } from "./errors";
import { json, toErrorResponse } from "./respond";

/**
 * The one wrapper every /api/v1 route handler goes through (STYLE.md rule 1): resolves the
 * tenant from the hostname, parses params, query and body with zod (every field error at
 * once), calls the handler and maps any error to the documented shape.
 */

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type HandlerArgs<P, Q, B> = {
  request: Request;
  db: Db;
  client: Client;
  params: P;
  query: Q;
  body: B;
};

type Options<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  params?: P;
  query?: Q;
  body?: B;
};

/** A handler may return a Response, or data that is sent as JSON with status 200. */
type Result = Response | { data: unknown; status?: number; userMessage?: string };

const EMPTY = z.object({});

export function route<
  P extends z.ZodType = typeof EMPTY,
  Q extends z.ZodType = typeof EMPTY,
  B extends z.ZodType = typeof EMPTY,
>(
  options: Options<P, Q, B>,
  handler: (args: HandlerArgs<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<Result>,
) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      const client = await requireClient(db(), requestHostname(request.headers), env().TENANT_CACHE_SECONDS);
      const params = parse(options.params ?? EMPTY, (await context.params) ?? {});
      const query = parse(options.query ?? EMPTY, queryObject(new URL(request.url).searchParams));
      const body = options.body ? parse(options.body, await readJson(request)) : {};
      const result = await handler({ request, db: db(), client, params, query, body } as HandlerArgs<
        z.infer<P>,
        z.infer<Q>,
        z.infer<B>
      >);
      return result instanceof Response ? result : json(result.data, result);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function queryObject(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries());
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text.trim() === "" ? {} : JSON.parse(text);
}
