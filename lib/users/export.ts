import { ROLE_LABELS } from "@/lib/core/roles";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { assertCanExport, defineExporter, mapBatches, yesNo } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { toUserRow, userRowInclude } from "./user-row";
import { USER_ORDER, userListWhere } from "./list-users";

/** GET /users/export: the user list as the screen filters it. */
export const usersExporter = defineExporter({
  name: "users",
  assert: assertCanExport,
  columns: [
    { header: "First name", value: (u) => u.firstName },
    { header: "Last name", value: (u) => u.lastName },
    { header: "Email", value: (u) => u.email },
    { header: "Client admin", value: (u) => yesNo(u.clientAdmin) },
    {
      header: "Organisations",
      value: (u) =>
        u.organisations
          .map((o) => `${o.name} (${ROLE_LABELS[o.role]}${o.receiveQuotes ? ", quote contact" : ""})`)
          .join("; "),
    },
  ] satisfies CsvColumn<ReturnType<typeof toUserRow>>[],
  async rows(ctx, filters) {
    const { where, organisationId } = userListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(USER_ORDER, (segment, take) =>
        readDb().user.findMany({
          where: { AND: [where, segment] },
          include: userRowInclude,
          orderBy: keysetOrderBy(USER_ORDER) as Prisma.UserOrderByWithRelationInput[],
          take,
        }),
      ),
      (u) => toUserRow(u, organisationId),
    );
  },
});
