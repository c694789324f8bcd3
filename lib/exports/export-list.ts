import { recordAudit } from "@/lib/audit/record-audit";
import { type AuthedCtx, organisationKey } from "@/lib/core/ctx";
import { buildCtx } from "@/lib/core/ctx";
import { loadSessionUser } from "@/lib/auth/load-user";
import { csvStream } from "@/lib/csv/write-csv";
import type { ExportFormat } from "@/lib/lists/exporter";
import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/core/errors";
import { columnsFor } from "@/lib/lists/exporter";
import type { FilterValues } from "@/lib/lists/schemas";
import { reportServerError } from "@/lib/observability/server";
import { signExport, verifyExport } from "./export-token";
import { EXPORTERS, exportFilename } from "./exporters";

/** GET /{resource}/export: checks the right now and answers the download URL. */
export async function requestExport(
  ctx: AuthedCtx,
  resource: keyof typeof EXPORTERS,
  filters: FilterValues,
  format: ExportFormat = "csv",
) {
  const exporter = EXPORTERS[resource];
  if (!exporter) throw notFound("This list cannot be exported");
  if (format === "json" && !exporter.json) throw notFound("This list cannot be exported as JSON");
  exporter.assert(ctx);
  // Builds the where-clause now (nothing is read yet): a foreign id in the filters is 404 here.
  await exporter.rows(ctx, filters);
  const organisationId = organisationKey(ctx);
  const token = await signExport({
    resource,
    clientId: ctx.client.id,
    userId: ctx.user.id,
    sessionVersion: ctx.user.sessionVersion,
    sessionId: ctx.sessionId ?? null,
    impersonator: ctx.impersonator,
    organisationId,
    filters,
    ...(format === "json" ? { format } : {}),
  });
  return { url: `/api/v1/exports/${token}` };
}

const EXPIRED = "This download link has expired, please export again";

/**
 * The download: the token names the request; the user's rights are checked again now, and
 * the list's where-clause is built before the answer starts (a refusal is an error answer).
 * A link outlives neither the session generation nor a logout of the session that made it.
 * The rows then stream in batches: no cap, memory flat. When the file is done (or the reader
 * leaves), the audit trail records who exported which list, with which filters, and how many
 * rows it was sent.
 */
export async function runExport(
  client: Client,
  token: string,
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const req = await verifyExport(token);
  const exporter = req ? EXPORTERS[req.resource] : undefined;
  if (!req || !exporter || req.clientId !== client.id) throw new AppError("NOT_FOUND", { global: [EXPIRED] });
  const user = await loadSessionUser(client.id, req.userId, req.sessionId ?? undefined);
  if (!user || user.sessionVersion !== req.sessionVersion) throw notFound(EXPIRED);
  const ctx = buildCtx(client, { user, impersonator: req.impersonator ?? null }, req.organisationId) as AuthedCtx;
  exporter.assert(ctx);
  const rows = await exporter.rows(ctx, req.filters);
  if (req.format === "json" && exporter.json)
    return {
      filename: exportFilename(exporter.name).replace(/\.csv$/, ".json"),
      contentType: "application/json; charset=utf-8",
      body: jsonArrayStream(exporter.json(audited(ctx, exporter.name, req.filters, rows))),
    };
  return {
    filename: exportFilename(exporter.name),
    contentType: "text/csv; charset=utf-8",
    body: csvStream(columnsFor(exporter, ctx), audited(ctx, exporter.name, req.filters, rows)),
  };
}

/** The batches as they are sent, then one audit entry for the export as a whole. */
async function* audited<T>(
  ctx: AuthedCtx,
  list: string,
  filters: FilterValues,
  batches: AsyncIterable<T[]>,
): AsyncGenerator<T[]> {
  let rows = 0;
  let complete = false;
  try {
    for await (const batch of batches) {
      rows += batch.length;
      yield batch;
    }
    complete = true;
  } finally {
    await recordAudit(db(), ctx, {
      action: "export.csv",
      entity: "Export",
      entityId: null,
      label: list,
      data: { list, filters, rows, complete },
    }).catch((error: unknown) =>
      // The file has gone out by now; a failed entry must not turn it into a broken download.
      reportServerError(error, { requestId: ctx.requestId ?? "", clientId: ctx.client.id, userId: ctx.user.id }),
    );
  }
}

const encoder = new TextEncoder();

/** Batches of documents as one JSON array, written as they come (memory stays flat). */
function jsonArrayStream(batches: AsyncIterable<unknown[]>): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode("["));
          return;
        }
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode("]\n"));
          return controller.close();
        }
        const text = next.value.map((doc) => JSON.stringify(doc)).join(",\n");
        if (text) {
          controller.enqueue(encoder.encode(`${first ? "" : ",\n"}${text}`));
          first = false;
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
