import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { POLICY_LEVELS, POLICY_RULES, type PolicyLevel } from "./life-policy";
import { canSetLifePolicies } from "./life-policy-access";

type Option = { value: string; label: string };

export type LifePolicyListRow = {
  level: PolicyLevel;
  targetId: string;
  name: string;
  values: Record<(typeof POLICY_RULES)[number], number | null>;
  /** The organisation it belongs to (the target itself, or the zone's or configuration's owner); null for the client. */
  organisationId: string | null;
  /** False for a policy set above the caller (the client's, the distributor's): shown, not editable. */
  editable: boolean;
};

export type LifePolicyScreenData = {
  /** The organisations whose sites, zones and configurations the form can list. */
  organisations: Option[];
  /** The organisation chosen for them (null: none chosen yet, a client admin's first visit). */
  scope: string | null;
  /** What each level's policy can be set on, within the caller's reach. */
  targets: Record<PolicyLevel, Option[]>;
  policies: LifePolicyListRow[];
};

/** At most this many zones or configurations in one organisation's pick list. */
const PICK_LIMIT = 500;

/**
 * The life-policy screen: the policies that reach the caller's hoses, and what the caller may
 * set a policy on (canSetLifePolicies; setLifePolicy checks each save again). `organisationId`
 * chooses whose sites, zones and configurations are listed; one out of reach is not found.
 */
export async function getLifePolicyScreen(ctx: AuthedCtx, organisationId?: string): Promise<LifePolicyScreenData> {
  if (!canSetLifePolicies(ctx)) throw forbidden();
  const acting = actingOrganisation(ctx);
  const clientAdmin = ctx.flags.isClientAdmin;

  // The organisations in reach: all of the client's for a client admin; otherwise the acting
  // organisation and, for a distributor, its customers.
  const orgWhere: Prisma.OrganisationWhereInput = clientAdmin
    ? inClient(ctx, { deletedAt: null })
    : inClient(ctx, { deletedAt: null, OR: [{ id: acting!.id }, { distributorId: acting!.id }] });
  const organisations = await db().organisation.findMany({
    where: orgWhere,
    select: { id: true, name: true, isDistributor: true, distributorId: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const scope = organisationId ?? acting?.id ?? null;
  if (scope !== null && !organisations.some((o) => o.id === scope)) throw notFound("Organisation not found");

  const [zones, configurations, client] = await Promise.all([
    scope
      ? db().organisationZone.findMany({
          where: inClient(ctx, { organisationId: scope }),
          select: { id: true, trailName: true },
          orderBy: [{ trailName: "asc" }, { id: "asc" }],
          take: PICK_LIMIT,
        })
      : [],
    scope
      ? db().hoseConfiguration.findMany({
          where: inClient(ctx, { organisationId: scope, hidden: false }),
          select: { id: true, name: true },
          orderBy: [{ name: "asc" }, { id: "asc" }],
          take: PICK_LIMIT,
        })
      : [],
    db().client.findUniqueOrThrow({ where: { id: ctx.client.id }, select: { id: true, name: true } }),
  ]);

  const option = (o: { id: string; name: string }) => ({ value: o.id, label: o.name });
  const targets: Record<PolicyLevel, Option[]> = {
    client: clientAdmin ? [option(client)] : [],
    distributor: organisations.filter((o) => o.isDistributor).map(option),
    customer: organisations.filter((o) => !o.isDistributor).map(option),
    zone: zones.map((z) => ({ value: z.id, label: z.trailName })),
    configuration: configurations.map(option),
  };

  const policies = await policiesInReach(ctx, organisations, acting?.id ?? null);
  return { organisations: organisations.map(option), scope, targets, policies };
}

/**
 * The policies set on what is in reach, most general level first; for an organisation's Admin
 * also the client's and its distributor's, which apply to its hoses but are not theirs to edit.
 */
async function policiesInReach(
  ctx: AuthedCtx,
  organisations: Array<{ id: string; name: string; isDistributor: boolean; distributorId: string | null }>,
  actingId: string | null,
): Promise<LifePolicyListRow[]> {
  const orgIds = organisations.map((o) => o.id);
  const clientAdmin = ctx.flags.isClientAdmin;
  const rows = await db().lifePolicy.findMany({
    where: inClient(ctx),
    orderBy: [{ level: "asc" }, { targetId: "asc" }],
  });
  const acting = organisations.find((o) => o.id === actingId);
  const above = new Set([ctx.client.id, ...(acting?.distributorId ? [acting.distributorId] : [])]);
  const inReach = new Set(orgIds);
  if (!clientAdmin) {
    // The zones and configurations among the policies' targets that belong to an organisation in reach.
    const targetsAt = (level: string) => rows.filter((r) => r.level === level).map((r) => r.targetId);
    const [zones, configurations] = await Promise.all([
      db().organisationZone.findMany({
        where: inClient(ctx, { id: { in: targetsAt("zone") }, organisationId: { in: orgIds } }),
        select: { id: true },
      }),
      db().hoseConfiguration.findMany({
        where: inClient(ctx, { id: { in: targetsAt("configuration") }, organisationId: { in: orgIds } }),
        select: { id: true },
      }),
    ]);
    for (const t of [...zones, ...configurations]) inReach.add(t.id);
  }
  const kept = clientAdmin ? rows : rows.filter((r) => inReach.has(r.targetId) || above.has(r.targetId));
  const names = await namesOf(ctx, kept);
  const order = (l: string) => POLICY_LEVELS.indexOf(l as PolicyLevel);
  return kept
    .map((r) => ({
      level: r.level as PolicyLevel,
      targetId: r.targetId,
      name: names.get(r.targetId)?.name ?? r.level,
      organisationId: names.get(r.targetId)?.organisationId ?? null,
      values: Object.fromEntries(POLICY_RULES.map((k) => [k, r[k] ?? null])) as LifePolicyListRow["values"],
      editable: clientAdmin || inReach.has(r.targetId),
    }))
    .sort((a, b) => order(a.level) - order(b.level) || a.name.localeCompare(b.name));
}

/** The names of the policies' targets, a look-up per level. */
async function namesOf(ctx: AuthedCtx, rows: Array<{ level: string; targetId: string }>) {
  const ids = (level: string) => rows.filter((r) => r.level === level).map((r) => r.targetId);
  const orgIds = [...ids("distributor"), ...ids("customer")];
  const [client, orgs, zones, configs] = await Promise.all([
    db().client.findUniqueOrThrow({ where: { id: ctx.client.id }, select: { id: true, name: true } }),
    orgIds.length
      ? db().organisation.findMany({ where: inClient(ctx, { id: { in: orgIds } }), select: { id: true, name: true } })
      : [],
    ids("zone").length
      ? db().organisationZone.findMany({
          where: inClient(ctx, { id: { in: ids("zone") } }),
          select: { id: true, trailName: true, organisationId: true },
        })
      : [],
    ids("configuration").length
      ? db().hoseConfiguration.findMany({
          where: inClient(ctx, { id: { in: ids("configuration") } }),
          select: { id: true, name: true, organisationId: true },
        })
      : [],
  ]);
  type Named = { name: string; organisationId: string | null };
  return new Map<string, Named>([
    [client.id, { name: client.name, organisationId: null }],
    ...orgs.map((o) => [o.id, { name: o.name, organisationId: o.id }] as [string, Named]),
    ...zones.map((z) => [z.id, { name: z.trailName, organisationId: z.organisationId }] as [string, Named]),
    ...configs.map((c) => [c.id, { name: c.name, organisationId: c.organisationId }] as [string, Named]),
  ]);
}
