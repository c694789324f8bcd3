import { recordAudit } from "@/lib/audit/record-audit";
import { configurationEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { readableLibraries, requireConfigurationChanges, requireOwnLibrary } from "./access";
import { configurationData } from "./create-hose-configuration";
import { NOT_FOUND } from "./get-hose-configuration";
import { assertNameFree, lockLibrary } from "./name-lock";
import { hoseConfigurationInclude, toHoseConfigurationRow } from "./row";
import type { HoseConfigurationUpdateInput } from "./schemas";

/**
 * The configuration a change applies to: readable (else 404), owned (else 403) and still in
 * the library (a hidden one has left it: 404, its hoses keep it as it was).
 */
export async function configurationToChange(ctx: AuthedCtx, id: string) {
  requireConfigurationChanges(ctx);
  const row = await db().hoseConfiguration.findFirst({
    where: inClient(ctx, { id, organisation: readableLibraries(ctx) }),
    select: { id: true, name: true, organisationId: true, hidden: true },
  });
  if (!row) throw notFound(NOT_FOUND);
  requireOwnLibrary(ctx, row.organisationId);
  return row;
}

/** PUT /hose-configurations: every field again; the owner stays. */
export async function updateHoseConfiguration(ctx: AuthedCtx, input: HoseConfigurationUpdateInput) {
  const current = await configurationToChange(ctx, input.id);
  if (current.hidden) throw notFound(NOT_FOUND);
  const { id, ...fields } = input;
  const row = await db().$transaction(async (tx) => {
    await lockLibrary(tx, current.organisationId);
    await assertNameFree(tx, current.organisationId, fields.name, id);
    const before = await tx.hoseConfiguration.findUniqueOrThrow({ where: { id } });
    const after = await tx.hoseConfiguration.update({
      where: { id },
      data: configurationData(fields),
      include: hoseConfigurationInclude,
    });
    await recordAudit(tx, ctx, configurationEntry("configuration.update", after, { before, after }));
    return after;
  });
  return toHoseConfigurationRow(row);
}
