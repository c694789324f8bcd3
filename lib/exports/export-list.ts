import type { AuthedCtx } from "@/lib/auth/ctx";
import { buildCtx } from "@/lib/auth/ctx";
import { loadSessionUser } from "@/lib/auth/load-user";
import { csvStream } from "@/lib/csv/write-csv";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { FilterValues } from "@/lib/lists/schemas";
import { signExport, verifyExport } from "./export-token";
import { EXPORTERS, exportFilename } from "./exporters";

/** GET /{resource}/export: checks the right now and answers the download URL. */
export async function requestExport(ctx: AuthedCtx, resource: keyof typeof EXPORTERS, filters: FilterValues) {
  const exporter = EXPORTERS[resource];
  if (!exporter) throw notFound("This list cannot be exported");
  exporter.assert(ctx);
  // Builds the where-clause now (nothing is read yet): a foreign id in the filters is 404 here.
  await exporter.rows(ctx, filters);
  const organisationId = ctx.organisation === "admin" ? "admin" : (ctx.organisation?.id ?? null);
  const token = await signExport({
    resource,
    clientId: ctx.client.id,
    userId: ctx.user.id,
    sessionVersion: ctx.user.sessionVersion,
    organisationId,
    filters,
  });
  return { url: `/api/v1/exports/${token}` };
}

const EXPIRED = "This download link has expired, please export again";

/**
 * The download: the token names the request; the user's rights are checked again now, and
 * the list's where-clause is built before the answer starts (a refusal is an error answer).
 * The rows then stream in batches: no cap, memory flat.
 */
export async function runExport(
  client: Client,
  token: string,
): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  const req = await verifyExport(token);
  const exporter = req ? EXPORTERS[req.resource] : undefined;
  if (!req || !exporter || req.clientId !== client.id) throw new AppError(404, { global: [EXPIRED] });
  const user = await loadSessionUser(client.id, req.userId);
  if (!user || user.sessionVersion !== req.sessionVersion) throw notFound(EXPIRED);
  const ctx = buildCtx(client, { user, impersonator: null }, req.organisationId) as AuthedCtx;
  exporter.assert(ctx);
  const rows = await exporter.rows(ctx, req.filters);
  return { filename: exportFilename(exporter.name), body: csvStream(exporter.columns, rows) };
}
