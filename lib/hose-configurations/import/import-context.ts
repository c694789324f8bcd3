import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { readableLibraries, requireConfigurationChanges, requireOwnLibrary } from "../access";
import type { ExistingConfiguration, ImportOptions, KnownValues } from "./rules";
import { TEMPLATE_COLUMNS } from "./template";

type Reader = Prisma.TransactionClient | ReturnType<typeof db>;

/**
 * The library an import (or its template) is for: SPEC §2.5 "client admins first pick a
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

/**
 * How the rules treat values new to the client's catalogue for this caller: the catalogue
 * (hose types, bore sizes, connections, connection types, manufacturers) is client-wide and
 * only client admins change it (POST /manufacturers is theirs alone), so for anyone else an
 * import may not add to it either.
 */
/**
 * The libraries the import screen offers: a client admin picks a distributor (up to 1000, by
 * name); everyone else imports into the organisation they act for (null: no choice shown).
 */
export async function importLibraryChoices(ctx: AuthedCtx): Promise<Array<{ value: string; label: string }> | null> {
  if (!ctx.flags.isClientAdmin) return null;
  const distributors = await db().organisation.findMany({
    where: inClient(ctx, { isDistributor: true, deletedAt: null }),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return distributors.map((o) => ({ value: o.id, label: o.name }));
}

export function importOptions(ctx: AuthedCtx): ImportOptions {
  return { canAddCatalogueValues: ctx.flags.isClientAdmin };
}

/** Every stored field the template carries: an unchanged row is told apart by all of them. */
const templateSelect = Object.fromEntries(TEMPLATE_COLUMNS.map(([, field]) => [field, true])) as Record<
  (typeof TEMPLATE_COLUMNS)[number][1],
  true
>;

/** What the rules check a file against: the library's configurations and the known values. */
export async function loadImportContext(
  reader: Reader,
  clientId: string,
  organisationId: string,
): Promise<{ existing: ExistingConfiguration[]; known: KnownValues }> {
  const where = { clientId };
  const named = { select: { name: true } } as const;
  const [existing, hoseTypes, boreSizes, connections, connectionTypes, manufacturers] = await Promise.all([
    reader.hoseConfiguration.findMany({
      where: { clientId, organisationId, hidden: false },
      select: templateSelect,
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
  // nothing new, so it re-imports with no warning and no change (SPEC §2.5).
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
  return { existing, known };
}
