import {
  DIGEST_REASONS,
  type DigestContent,
  type DigestReason,
  type DigestSite,
  type DigestZone,
} from "@/emails/digest";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countHoses, hoseListWhere } from "@/lib/hoses/list-hoses";
import { hoseTitle } from "@/lib/hoses/screen";
import {
  HOSE_STATUS,
  currentStatus,
  dueWhere,
  hasReplacementWarning,
  isInspectionDue,
  isInspectionOverdue,
  statusWhere,
  warningWhere,
} from "@/lib/hoses/schedule";
import type { FilterValues } from "@/lib/lists/schemas";
import { filteredHref } from "@/lib/lists/route-query";

/**
 * What one digest says: the hoses a member of an organisation sees that need
 * attention, grouped by site and zone. Every rule is the hose list's own: the hoses are the
 * list's where-clause for the caller (lib/hoses/list-hoses.ts, so a customer sees its hoses and
 * a distributor its linked customers'), each kind is a list filter the dashboard uses too, and
 * a hose's reasons are read with lib/hoses/schedule.ts against the organisation's local date.
 */

/** The hose list's filter behind each kind: the digest's counts are those lists' totals. */
export const REASON_FILTERS: Record<DigestReason, FilterValues> = {
  overdue: { inspectionRequired: "1" },
  dueSoon: { inspectionRequired: "3" },
  replace: { status: ["2"] },
  warning: { replacementWarning: "1" },
};

/** At most this many hoses are listed; the counts link to the full lists. */
export const DIGEST_LISTED_MAX = 100;

const base = (client: { primaryUrl: string }) => client.primaryUrl.replace(/\/+$/, "");

export function hoseLink(client: { primaryUrl: string }, organisationId: string, hoseId: string): string {
  return `${base(client)}/portal/${organisationId}/hoses/${hoseId}`;
}

/** `today` is the organisation's local date (UTC midnight, as the hose dates are stored). */
export async function buildDigest(ctx: AuthedCtx, today: Date): Promise<DigestContent> {
  const org = actingOrganisation(ctx);
  if (!org) throw new Error("A digest is built for an organisation");
  const visible = await hoseListWhere(ctx, {}, today);
  const counts = Object.fromEntries(
    await Promise.all(DIGEST_REASONS.map(async (r) => [r, await countHoses(ctx, REASON_FILTERS[r], today)] as const)),
  ) as Record<DigestReason, number>;
  const lists = Object.fromEntries(
    DIGEST_REASONS.map((r) => [r, base(ctx.client) + filteredHref(`/portal/${org.id}/hoses`, REASON_FILTERS[r])]),
  ) as Record<DigestReason, string>;
  const content = {
    organisationName: org.name,
    isDistributor: org.isDistributor,
    today: toIsoDate(today),
    counts,
    lists,
  };
  if (DIGEST_REASONS.every((r) => counts[r] === 0)) return { ...content, total: 0, sites: [], listed: 0 };

  const anyReason: Prisma.HoseWhereInput = {
    AND: [
      visible,
      { OR: [dueWhere("due", today), statusWhere("2", today), warningWhere(today)] },
      // A hose without a place has no site to be listed under (and no dates: uninstalled).
      { organisationZoneId: { not: null } },
    ],
  };
  const [total, rows] = await Promise.all([
    db().hose.count({ where: anyReason }),
    db().hose.findMany({
      where: anyReason,
      select: {
        id: true,
        name: true,
        tagId: true,
        status: true,
        nextInspectionDate: true,
        replacementDate: true,
        replacementWarningDate: true,
        customer: { select: { name: true } },
        zone: { select: { path: true, trailName: true } },
      },
      orderBy: [{ nextInspectionDate: { sort: "asc", nulls: "last" } }, { name: "asc" }, { id: "asc" }],
      take: DIGEST_LISTED_MAX,
    }),
  ]);

  // Site names by the first id of each zone's path (names may contain the trail's separator).
  const siteIds = [...new Set(rows.map((h) => h.zone!.path.split("/")[0]!))];
  const siteRows = await db().organisationZone.findMany({
    where: { clientId: ctx.client.id, id: { in: siteIds } },
    select: { id: true, name: true, trailName: true },
  });
  const sitesById = new Map(siteRows.map((s) => [s.id, s]));

  const sites = new Map<string, DigestSite & { zoneMap: Map<string, DigestZone> }>();
  for (const h of rows) {
    const siteId = h.zone!.path.split("/")[0]!;
    const site = sitesById.get(siteId);
    const siteTrail = site?.trailName ?? "";
    let group = sites.get(siteId);
    if (!group) {
      group = { name: site?.name ?? h.zone!.trailName, customerName: h.customer.name, zones: [], zoneMap: new Map() };
      sites.set(siteId, group);
    }
    // The zone below the site ("Hall 2 > Press 4"); empty for a hose placed on the site itself.
    const zoneName = h.zone!.trailName.startsWith(`${siteTrail} > `)
      ? h.zone!.trailName.slice(siteTrail.length + 3)
      : h.zone!.trailName === siteTrail
        ? ""
        : h.zone!.trailName;
    let zone = group.zoneMap.get(zoneName);
    if (!zone) {
      zone = { name: zoneName, hoses: [] };
      group.zoneMap.set(zoneName, zone);
      group.zones.push(zone);
    }
    zone.hoses.push({
      id: h.id,
      title: hoseTitle(h),
      tagId: h.tagId,
      link: hoseLink(ctx.client, org.id, h.id),
      reasons: hoseReasons(h, today),
      nextInspectionDate: h.nextInspectionDate ? toIsoDate(h.nextInspectionDate) : null,
      replacementDate: h.replacementDate ? toIsoDate(h.replacementDate) : null,
    });
  }
  const ordered = [...sites.values()]
    .map(({ zoneMap: _, ...site }) => ({ ...site, zones: site.zones.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName) || a.name.localeCompare(b.name));
  return { ...content, total, sites: ordered, listed: rows.length };
}

/** Why a hose is in the digest, read with the list's own rules (lib/hoses/schedule.ts). */
export function hoseReasons(
  h: {
    status: number;
    nextInspectionDate: Date | null;
    replacementDate: Date | null;
    replacementWarningDate: Date | null;
  },
  today: Date,
): DigestReason[] {
  const reasons: DigestReason[] = [];
  if (isInspectionOverdue(h, today)) reasons.push("overdue");
  else if (isInspectionDue(h, today)) reasons.push("dueSoon");
  if (currentStatus(h, today) === HOSE_STATUS.REPLACE) reasons.push("replace");
  if (hasReplacementWarning(h, today)) reasons.push("warning");
  return reasons;
}
