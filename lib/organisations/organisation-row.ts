import type { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fieldLevels } from "@/lib/hoses/field-levels";
import { OrganisationRowSchema } from "./schemas";

/** What lists and the detail view need besides the row itself. */
export const organisationRowInclude = {
  distributor: { select: { id: true, name: true, deletedAt: true } },
  prominentManufacturers: { select: { manufacturerId: true }, orderBy: { manufacturerId: "asc" } },
  prominentHoseTypes: { select: { hoseTypeId: true }, orderBy: { hoseTypeId: "asc" } },
  _count: {
    select: { customerHoses: { where: { deletedAt: null } }, distributorHoses: { where: { deletedAt: null } } },
  },
} satisfies Prisma.OrganisationInclude;

/**
 * The list's include: the same without the hose counts, which Prisma computes by grouping every
 * hose of the database; `withHoseCounts` counts only the page's organisations instead.
 */
export const { _count: _listCount, ...organisationListInclude } = organisationRowInclude;

type Row = Prisma.OrganisationGetPayload<{ include: typeof organisationRowInclude }>;

type ListRow = Prisma.OrganisationGetPayload<{ include: typeof organisationListInclude }>;

/** The page's rows with their active hoses counted (as customer, or as distributor): two indexed counts. */
export async function withHoseCounts(rows: ListRow[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const clientId = rows[0]!.clientId;
  const customers = rows.filter((r) => !r.isDistributor).map((r) => r.id);
  const distributors = rows.filter((r) => r.isDistributor).map((r) => r.id);
  const [asCustomer, asDistributor] = await Promise.all([
    customers.length
      ? db().hose.groupBy({
          by: ["customerOrganisationId"],
          where: { clientId, deletedAt: null, customerOrganisationId: { in: customers } },
          _count: { _all: true },
        })
      : Promise.resolve([]),
    distributors.length
      ? db().hose.groupBy({
          by: ["distributorOrganisationId"],
          where: { clientId, deletedAt: null, distributorOrganisationId: { in: distributors } },
          _count: { _all: true },
        })
      : Promise.resolve([]),
  ]);
  const customerHoses = new Map(asCustomer.map((c) => [c.customerOrganisationId, c._count._all]));
  const distributorHoses = new Map(asDistributor.map((c) => [c.distributorOrganisationId, c._count._all]));
  return rows.map((r) => ({
    ...r,
    _count: { customerHoses: customerHoses.get(r.id) ?? 0, distributorHoses: distributorHoses.get(r.id) ?? 0 },
  }));
}

/** The API's organisation (SPEC §3, Organisation). */
export function toOrganisationRow(o: Row) {
  return {
    id: o.id,
    name: o.name,
    accountCode: o.accountCode,
    isDistributor: o.isDistributor,
    distributorId: o.distributorId,
    distributorName: o.distributor?.name ?? null,
    distributorArchived: o.distributor ? o.distributor.deletedAt !== null : false,
    distributorConfigurationsVisible: o.distributorConfigurationsVisible,
    configurationsVisible: o.isDistributor || o.distributorId === null || o.distributorConfigurationsVisible,
    hoseCount: o.isDistributor ? o._count.distributorHoses : o._count.customerHoses,
    contactName: o.contactName,
    contactEmail: o.contactEmail,
    addressLine1: o.addressLine1,
    addressLine2: o.addressLine2,
    town: o.town,
    postCode: o.postCode,
    hoseInspectionMonths: o.hoseInspectionMonths,
    hoseReplacementMonths: o.hoseReplacementMonths,
    hoseReplacementWarningMonths: o.hoseReplacementWarningMonths,
    fields: fieldLevels(o.fields),
    // SPEC §3: the ids listed prominently (organisation settings).
    manufacturers: o.prominentManufacturers.map((m) => m.manufacturerId),
    hoseTypes: o.prominentHoseTypes.map((t) => t.hoseTypeId),
    deletedAt: o.deletedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}
export type OrganisationRow = ReturnType<typeof toOrganisationRow>;

// The API schema and the mapper cannot drift apart.
OrganisationRowSchema satisfies z.ZodType<OrganisationRow>;
