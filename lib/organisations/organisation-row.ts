import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OrganisationRowSchema, fieldLevels } from "./schemas";

/** What lists and the detail view need besides the row itself. */
export const organisationRowInclude = {
  distributor: { select: { id: true, name: true, deletedAt: true } },
  prominentManufacturers: { select: { manufacturerId: true }, orderBy: { manufacturerId: "asc" } },
  prominentHoseTypes: { select: { hoseTypeId: true }, orderBy: { hoseTypeId: "asc" } },
  _count: { select: { customerHoses: { where: { deletedAt: null } }, distributorHoses: { where: { deletedAt: null } } } },
} satisfies Prisma.OrganisationInclude;

type Row = Prisma.OrganisationGetPayload<{ include: typeof organisationRowInclude }>;

/** The API's organisation (SPEC 3, Organisation). */
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
    // SPEC 3: the ids listed prominently (organisation settings).
    manufacturers: o.prominentManufacturers.map((m) => m.manufacturerId),
    hoseTypes: o.prominentHoseTypes.map((t) => t.hoseTypeId),
    deletedAt: o.deletedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}
export type OrganisationRow = ReturnType<typeof toOrganisationRow>;

// The API schema and the mapper cannot drift apart.
OrganisationRowSchema satisfies z.ZodType<OrganisationRow>;
