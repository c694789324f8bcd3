import { recordAudit } from "@/lib/audit/record-audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { POLICY_RULES } from "./life-policy";
import { canSetLifePolicies } from "./life-policy-access";
import { targetName } from "./policy-layers";
import { recomputeSchedules } from "./schedule";
import type { LifePolicySaveInput } from "./schemas";

/**
 * Sets the life policy of one level (lib/hoses/life-policy.ts), then recomputes the due dates
 * of every hose under it in one set-based statement and records the change with the number
 * of hoses rescheduled, all in one transaction.
 *
 * Who: a client admin at every level; an organisation's Admin for its own organisation, its
 * zones and configurations, and (a distributor's) for its customers and theirs. A target out
 * of the caller's reach is not found.
 */
export async function setLifePolicy(ctx: AuthedCtx, input: LifePolicySaveInput) {
  const acting = actingOrganisation(ctx);
  if (!canSetLifePolicies(ctx)) throw forbidden();
  if (input.level === "client" && !ctx.flags.isClientAdmin) throw forbidden();

  const owner = await targetOwner(ctx, input);
  if (!ctx.flags.isClientAdmin && owner !== null) {
    const reach = await db().organisation.count({
      where: inClient(ctx, { id: owner.id, OR: [{ id: acting!.id }, { distributorId: acting!.id }] }),
    });
    if (!reach) throw notFound("Not found");
  }

  const values = Object.fromEntries(POLICY_RULES.map((r) => [r, input[r]])) as Record<
    (typeof POLICY_RULES)[number],
    number | null
  >;
  const cleared = POLICY_RULES.every((r) => values[r] === null);
  const key = { clientId_level_targetId: { clientId: ctx.client.id, level: input.level, targetId: input.targetId } };
  const label = `${input.level} policy: ${await targetName(db(), ctx.client.id, input.level, input.targetId)}`;

  return db().$transaction(async (tx) => {
    // One client's policy changes take turns: each reschedules an overlapping set of hoses, row
    // by row in no fixed order, and two at once could deadlock on each other's rows.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`life-policies:${ctx.client.id}`}, 0))`;
    const before = await tx.lifePolicy.findUnique({ where: key });
    const row = cleared
      ? (before ? await tx.lifePolicy.delete({ where: key }) : null, null)
      : await tx.lifePolicy.upsert({
          where: key,
          create: { clientId: ctx.client.id, level: input.level, targetId: input.targetId, ...values },
          update: values,
        });
    const hosesRescheduled = await recomputeSchedules(tx, ctx.client.id, affected(ctx.client.id, input));
    await recordAudit(tx, ctx, {
      action: "lifePolicy.set",
      entity: "LifePolicy",
      entityId: input.targetId,
      label,
      organisationId: owner?.id ?? null,
      before: before ? pick(before) : null,
      after: row ? pick(row) : null,
      data: { level: input.level, hosesRescheduled },
    });
    return { id: row?.id ?? null, level: input.level, targetId: input.targetId, ...values, hosesRescheduled };
  });
}

const pick = (r: Record<string, unknown>) => Object.fromEntries(POLICY_RULES.map((k) => [k, r[k] ?? null]));

/** The organisation the target belongs to (null for the client level); 404 when not in the client. */
async function targetOwner(ctx: AuthedCtx, input: LifePolicySaveInput): Promise<{ id: string } | null> {
  const missing = () => notFound("Not found");
  switch (input.level) {
    case "client":
      if (input.targetId !== ctx.client.id) throw missing();
      return null;
    case "distributor":
    case "customer": {
      const org = await db().organisation.findFirst({
        where: inClient(ctx, { id: input.targetId, isDistributor: input.level === "distributor" }),
        select: { id: true },
      });
      if (!org) throw missing();
      return org;
    }
    case "zone": {
      const zone = await db().organisationZone.findFirst({
        where: inClient(ctx, { id: input.targetId }),
        select: { organisationId: true },
      });
      if (!zone) throw missing();
      return { id: zone.organisationId };
    }
    case "configuration": {
      const c = await db().hoseConfiguration.findFirst({
        where: inClient(ctx, { id: input.targetId }),
        select: { organisationId: true },
      });
      if (!c) throw missing();
      return { id: c.organisationId };
    }
  }
}

/** The hoses a policy at this level reaches (recomputeSchedules' where: h the hose, o its customer). */
function affected(clientId: string, input: LifePolicySaveInput): Prisma.Sql {
  const id = input.targetId;
  switch (input.level) {
    case "client":
      return Prisma.sql`TRUE`;
    case "distributor":
      return Prisma.sql`o."distributorId" = ${id}::uuid`;
    case "customer":
      return Prisma.sql`h."customerOrganisationId" = ${id}::uuid`;
    case "configuration":
      return Prisma.sql`h."hoseConfigurationId" = ${id}::uuid`;
    case "zone":
      // The zone and every zone below it (its path is a prefix of theirs).
      return Prisma.sql`h."organisationZoneId" IN (
        SELECT s."id" FROM "OrganisationZone" s, "OrganisationZone" top
        WHERE top."id" = ${id}::uuid AND s."clientId" = ${clientId}::uuid AND s."path" LIKE top."path" || '%')`;
  }
}
