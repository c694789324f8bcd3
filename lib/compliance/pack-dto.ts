import type { Prisma } from "@/lib/generated/prisma/client";
import { packPeriodOf } from "./pack-content";
import type { CompliancePackDto } from "./schemas";

export const packInclude = { organisation: { select: { name: true } } } satisfies Prisma.CompliancePackInclude;
type Row = Prisma.CompliancePackGetPayload<{ include: typeof packInclude }>;

/** `compliance-pack-quarry-works-ltd-2026-11-23.pdf`: the customer and the day it was asked for. */
export function packFileName(organisationName: string, createdAt: Date): string {
  const slug = organisationName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `compliance-pack-${slug || "customer"}-${createdAt.toISOString().slice(0, 10)}.pdf`;
}

export function toPackDto(p: Row): CompliancePackDto {
  return {
    id: p.id,
    organisationId: p.organisationId,
    organisationName: p.organisation.name,
    siteId: p.siteId,
    siteName: p.siteName,
    requestedByName: p.requestedByName,
    status: p.status,
    hosesDone: p.hosesDone,
    hosesTotal: p.hosesTotal,
    size: p.size,
    ...(({ from, to }) => ({ periodFrom: from, periodTo: to }))(packPeriodOf(p)),
    fileName: packFileName(p.organisation.name, p.createdAt),
    hasJson: p.jsonKey !== null,
    createdAt: p.createdAt.toISOString(),
    finishedAt: p.finishedAt?.toISOString() ?? null,
  };
}
