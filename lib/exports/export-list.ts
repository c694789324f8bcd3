import type { AuthedCtx } from "@/lib/auth/ctx";
import { buildCtx } from "@/lib/auth/ctx";
import { loadSessionUser } from "@/lib/auth/load-user";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { FilterValues } from "@/lib/lists/schemas";
import { signExport, verifyExport } from "./export-token";
import { EXPORTERS, assertCanExport } from "./exporters";

/** GET /{resource}/export: checks the right now and answers the download URL. */
export async function requestExport(ctx: AuthedCtx, resource: keyof typeof EXPORTERS, filters: FilterValues) {
  assertCanExport(ctx);
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

/** The download: the token names the request; the user's rights are checked again now. */
export async function runExport(client: Client, token: string): Promise<{ filename: string; csv: string }> {
  const req = await verifyExport(token);
  const exporter = req ? EXPORTERS[req.resource] : undefined;
  if (!req || !exporter || req.clientId !== client.id) throw new AppError(404, { global: [EXPIRED] });
  const user = await loadSessionUser(client.id, req.userId);
  if (!user || user.sessionVersion !== req.sessionVersion) throw notFound(EXPIRED);
  const ctx = buildCtx(client, { user, impersonator: null }, req.organisationId) as AuthedCtx;
  assertCanExport(ctx);
  return { filename: exporter.filename, csv: await exporter.csv(ctx, req.filters) };
}
