import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { inClient } from "@/lib/tenant/scope";
import { readableLibraries, requireConfigurationChanges, requireOwnLibrary } from "../access";
import type { KnownValues } from "./rules";

type Reader = Prisma.TransactionClient | ReturnType<typeof db>;

/**
 * The library an import (or its template) is for: SPEC 2.5 "client admins first pick a
 * distributor organisation; others use their current organisation". Changing configurations
 * at all is required (read-only users: 403); an organisation of another client or one the
 * caller cannot see is 404, one it can see but not change (a customer's distributor) 403.
 */
export async function importTarget(ctx: AuthedCtx, organisationId: string): Promise<{ id: string; name: string }> {
  requireConfigurationChanges(ctx);
  const org = await db().organisation.findFirst({
    where: { AND: [inClient(ctx, { id: organisationId, deletedAt: null }), readableLibraries(ctx)] },
    select: { id: true, name: true },
  });
  if (!org) throw notFound("Organisation not found");
  requireOwnLibrary(ctx, org.id);
  return org;
}

/** What the rules check a file against: the library's configurations and the known values. */
export async function loadImportContext(reader: Reader, clientId: string, organisationId: string) {
  const where = { clientId };
  const named = { select: { name: true } } as const;
  const [existing, hoseTypes, boreSizes, connections, connectionTypes, manufacturers] = await Promise.all([
    reader.hoseConfiguration.findMany({
      where: { clientId, organisationId, hidden: false },
      select: {
        id: true,
        name: true,
        type: true,
        boreSize: true,
        connection1: true,
        connection2: true,
        connection1Type: true,
        connection2Type: true,
        manufacturer: true,
      },
    }),
    reader.hoseType.findMany({ where, ...named }),
    reader.boreSize.findMany({ where, ...named }),
    reader.connection.findMany({ where, ...named }),
    reader.connectionType.findMany({ where, ...named }),
    reader.manufacturer.findMany({ where, ...named }),
  ]);
  const names = (rows: Array<{ name: string }>, inUse: Array<string | null>) => [
    ...rows.map((r) => r.name),
    ...inUse.filter((v): v is string => !!v),
  ];
  // Values the library already uses count as known: a file from 'Download existing' names
  // nothing new, so it re-imports with no warning and no change (SPEC 2.5, issue 10).
  const known: KnownValues = {
    hoseTypes: names(
      hoseTypes,
      existing.map((c) => c.type),
    ),
    boreSizes: names(
      boreSizes,
      existing.map((c) => c.boreSize),
    ),
    connections: names(
      connections,
      existing.flatMap((c) => [c.connection1, c.connection2]),
    ),
    connectionTypes: names(
      connectionTypes,
      existing.flatMap((c) => [c.connection1Type, c.connection2Type]),
    ),
    manufacturers: names(
      manufacturers,
      existing.map((c) => c.manufacturer),
    ),
  };
  return { existing: existing.map((c) => ({ id: c.id, name: c.name })), known };
}
