import { recordAudit } from "@/lib/audit/record-audit";
import { configurationEntry } from "./audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { readableLibraries, requireConfigurationChanges, requireOwnLibrary } from "./access";
import { effectiveOrientation } from "./form-rules";
import { assertNameFree, lockLibrary } from "./name-lock";
import { hoseConfigurationInclude, toHoseConfigurationRow } from "./row";
import type { HoseConfigurationCreateInput, HoseConfigurationFields } from "./schemas";

/** The stored values of the form's fields (orientation 0 where it does not apply). */
export function configurationData(input: HoseConfigurationFields) {
  return {
    ...input,
    orientation: effectiveOrientation(input.orientation, input.connection1Type, input.connection2Type),
  };
}

/**
 * POST /hose-configurations. The owner is the caller's organisation; a client admin names it
 * (`organisationId`: an active distributor or customer of the client).
 */
export async function createHoseConfiguration(ctx: AuthedCtx, input: HoseConfigurationCreateInput) {
  requireConfigurationChanges(ctx);
  const organisationId = await owningOrganisation(ctx, input.organisationId);
  const { organisationId: _ignored, ...fields } = input;
  const row = await db().$transaction(async (tx) => {
    await lockLibrary(tx, organisationId);
    await assertNameFree(tx, organisationId, fields.name);
    const created = await tx.hoseConfiguration.create({
      data: { clientId: ctx.client.id, organisationId, ...configurationData(fields) },
      include: hoseConfigurationInclude,
    });
    const { organisation: _o, _count: _c, ...stored } = created;
    await recordAudit(tx, ctx, configurationEntry("configuration.create", created, { after: stored }));
    return created;
  });
  return toHoseConfigurationRow(row);
}

async function owningOrganisation(ctx: AuthedCtx, requested: string | null): Promise<string> {
  if (ctx.flags.isClientAdmin) {
    if (!requested) throw new AppError("INVALID", { organisationId: ["Please choose an organisation"] });
    const org = await db().organisation.findFirst({
      where: inClient(ctx, { id: requested, deletedAt: null }),
      select: { id: true },
    });
    if (!org) throw notFound("Organisation not found");
    return org.id;
  }
  const own = actingOrganisation(ctx);
  if (!own) throw notFound("Organisation not found");
  if (!requested || requested === own.id) return own.id;
  // Another organisation: 403 when the caller can see it (its distributor), else 404.
  const readable = await db().organisation.findFirst({
    where: { AND: [{ id: requested }, readableLibraries(ctx)] },
    select: { id: true },
  });
  if (!readable) throw notFound("Organisation not found");
  requireOwnLibrary(ctx, requested);
  return own.id;
}
