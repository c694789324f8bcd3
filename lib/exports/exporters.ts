import type { AuthedCtx } from "@/lib/auth/ctx";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { writeCsv } from "@/lib/csv/write-csv";
import { forbidden } from "@/lib/http/errors";
import { MAX_PAGE_SIZE, type FilterValues } from "@/lib/lists/schemas";
import { formatDate } from "@/lib/dates";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { listQuotes } from "@/lib/quotes/list-quotes";
import { listUsers } from "@/lib/users/users";

/** SPEC 6: data export is for Admins and client admins. */
export function assertCanExport(ctx: AuthedCtx): void {
  if (!ctx.flags.isAdmin) throw forbidden();
}

const all = (filters: FilterValues) => ({ page: 1, limit: MAX_PAGE_SIZE, filters });
const yesNo = (v: boolean) => (v ? "Yes" : "No");

/** Each exportable list: the same query as the screen, every matching row (up to 10000). */
export const EXPORTERS: Record<string, { filename: string; csv(ctx: AuthedCtx, filters: FilterValues): Promise<string> }> = {
  organisations: {
    filename: "organisations.csv",
    async csv(ctx, filters) {
      const { items } = await listOrganisations(ctx, all(filters));
      return writeCsv(
        [
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
        ],
        items,
      );
    },
  },
  users: {
    filename: "users.csv",
    async csv(ctx, filters) {
      const { items } = await listUsers(ctx, all(filters));
      return writeCsv(
        [
          { header: "First name", value: (u) => u.firstName },
          { header: "Last name", value: (u) => u.lastName },
          { header: "Email", value: (u) => u.email },
          { header: "Client admin", value: (u) => yesNo(u.clientAdmin) },
          {
            header: "Organisations",
            value: (u) => u.organisations.map((o) => `${o.name} (${ROLE_LABELS[o.role]}${o.receiveQuotes ? ", quote contact" : ""})`).join("; "),
          },
        ],
        items,
      );
    },
  },
  quotes: {
    filename: "quotes.csv",
    async csv(ctx, filters) {
      const { items } = await listQuotes(ctx, all(filters));
      return writeCsv(
        [
          { header: "Quote", value: (q) => q.title },
          { header: "Requested by", value: (q) => q.requesterOrganisation.name },
          { header: "Sent to", value: (q) => q.receiverOrganisation.name },
          { header: "Requester", value: (q) => q.requesterUser?.fullName ?? "" },
          { header: "Hose", value: (q) => q.hose?.name ?? "" },
          { header: "Tag id", value: (q) => q.hose?.tagId ?? "" },
          { header: "Location", value: (q) => q.hose?.organisationZone ?? "" },
          { header: "Message", value: (q) => q.message },
          { header: "Created", value: (q) => formatDate(q.createdAt) },
          { header: "Completed", value: (q) => (q.completedAt ? formatDate(q.completedAt) : "") },
        ],
        items,
      );
    },
  },
};
