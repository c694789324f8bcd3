import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { readableLibraries } from "./access";
import { hoseConfigurationInclude, toHoseConfigurationRow } from "./row";
import type { HoseConfigurationRow } from "./schemas";

export const NOT_FOUND = "Hose configuration not found";

/**
 * GET /hose-configurations/{id}: a configuration of a library the caller can read. A hidden
 * one still answers (the hoses built to it keep showing it); another client's or an unreadable
 * organisation's is 404.
 */
export async function getHoseConfiguration(ctx: AuthedCtx, id: string): Promise<HoseConfigurationRow> {
  const row = await db().hoseConfiguration.findFirst({
    where: inClient(ctx, { id, organisation: readableLibraries(ctx) }),
    include: hoseConfigurationInclude,
  });
  if (!row) throw notFound(NOT_FOUND);
  return toHoseConfigurationRow(row);
}
