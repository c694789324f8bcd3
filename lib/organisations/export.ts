import type { CsvColumn } from "@/lib/csv/write-csv";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { assertCanExport, defineExporter, mapBatches, yesNo } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { ORGANISATION_ORDER, organisationListWhere } from "./list-organisations";
import { organisationRowInclude, toOrganisationRow } from "./organisation-row";

/** GET /organisations/export: the organisation list as the screen filters it. */
export const organisationsExporter = defineExporter({
  name: "organisations",
  assert: assertCanExport,
  columns: [
    { header: "Name", value: (o) => o.name },
    { header: "Account code", value: (o) => o.accountCode },
    { header: "Type", value: (o) => (o.isDistributor ? "Distributor" : "Customer") },
    { header: "Distributor", value: (o) => o.distributorName },
    { header: "Contact name", value: (o) => o.contactName },
    { header: "Contact email", value: (o) => o.contactEmail },
    { header: "Address line 1", value: (o) => o.addressLine1 },
    { header: "Address line 2", value: (o) => o.addressLine2 },
    { header: "Town", value: (o) => o.town },
    { header: "Post code", value: (o) => o.postCode },
    { header: "Tagged hoses", value: (o) => o.hoseCount },
    { header: "Archived", value: (o) => yesNo(o.deletedAt !== null) },
  ] satisfies CsvColumn<ReturnType<typeof toOrganisationRow>>[],
  async rows(ctx, filters) {
    const where = await organisationListWhere(ctx, { page: 1, limit: 1, filters });
    return mapBatches(
      orderedBatches(ORGANISATION_ORDER, (segment, take) =>
        readDb().organisation.findMany({
          where: { AND: [where, segment] },
          include: organisationRowInclude,
          orderBy: keysetOrderBy(ORGANISATION_ORDER) as Prisma.OrganisationOrderByWithRelationInput[],
          take,
        }),
      ),
      toOrganisationRow,
    );
  },
});
