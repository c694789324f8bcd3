import { db } from "@/lib/db/client";
import type { PolicyLayer, PolicyLevel } from "./life-policy";

type Reader = Pick<
  ReturnType<typeof db>,
  "lifePolicy" | "organisationZone" | "organisation" | "hoseConfiguration" | "client"
>;

/**
 * The life policies that apply to one hose, named for the basis sentences: its
 * configuration's, its zone's and those of the zones above it (nearest first), its
 * customer's, the customer's distributor's and the client's. A few indexed look-ups; the
 * set-based recompute (recomputeSchedules) resolves the same in SQL.
 */
export async function policyLayersFor(
  reader: Reader,
  clientId: string,
  hose: { hoseConfigurationId: string | null; organisationZoneId: string | null; customerOrganisationId: string },
): Promise<PolicyLayer[]> {
  const [zone, customer] = await Promise.all([
    hose.organisationZoneId
      ? reader.organisationZone.findFirst({ where: { id: hose.organisationZoneId, clientId }, select: { path: true } })
      : null,
    reader.organisation.findFirst({
      where: { id: hose.customerOrganisationId, clientId },
      select: { id: true, name: true, distributorId: true },
    }),
  ]);
  const zoneIds = zone ? zone.path.split("/").filter(Boolean) : [];
  const targets: Array<{ level: PolicyLevel; targetId: string }> = [
    ...(hose.hoseConfigurationId ? [{ level: "configuration" as const, targetId: hose.hoseConfigurationId }] : []),
    ...zoneIds.map((targetId) => ({ level: "zone" as const, targetId })),
    ...(customer ? [{ level: "customer" as const, targetId: customer.id }] : []),
    ...(customer?.distributorId ? [{ level: "distributor" as const, targetId: customer.distributorId }] : []),
    { level: "client", targetId: clientId },
  ];
  const rows = await reader.lifePolicy.findMany({ where: { clientId, OR: targets } });
  if (!rows.length) return [];
  // Zones deepest first: the nearest zone that sets a rule decides it (resolvePolicy keeps
  // this order within the zone level).
  const depth = (r: (typeof rows)[number]) => (r.level === "zone" ? zoneIds.indexOf(r.targetId) : 0);
  const picked = [...rows].sort((a, b) => depth(b) - depth(a));
  return Promise.all(
    picked.map(async (r) => ({
      level: r.level as PolicyLevel,
      name: await targetName(reader, clientId, r.level as PolicyLevel, r.targetId),
      values: {
        inspectionMonths: r.inspectionMonths,
        replacementMonths: r.replacementMonths,
        maxAgeMonths: r.maxAgeMonths,
        maxStorageMonths: r.maxStorageMonths,
        warningMonths: r.warningMonths,
      },
    })),
  );
}

/** The name a basis sentence gives a level: the organisation's, the zone's trail, the configuration's. */
export async function targetName(reader: Reader, clientId: string, level: PolicyLevel, targetId: string) {
  switch (level) {
    case "client":
      return (await reader.client.findFirst({ where: { id: clientId }, select: { name: true } }))?.name ?? "Client";
    case "distributor":
    case "customer":
      return (
        (await reader.organisation.findFirst({ where: { id: targetId, clientId }, select: { name: true } }))?.name ??
        "Organisation"
      );
    case "zone":
      return (
        (await reader.organisationZone.findFirst({ where: { id: targetId, clientId }, select: { trailName: true } }))
          ?.trailName ?? "Zone"
      );
    case "configuration":
      return (
        (await reader.hoseConfiguration.findFirst({ where: { id: targetId, clientId }, select: { name: true } }))
          ?.name ?? "Configuration"
      );
  }
}
