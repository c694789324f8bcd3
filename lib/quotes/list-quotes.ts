import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { visibleQuotes } from "./access";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";

/**
 * SPEC 2.5 Quotes: the quotes the caller's organisation sent or received (every quote of the
 * client for client admins), newest first, filtered in SQL. Filter ids: search (message, hose
 * name or tag id), status (open, completed), direction (sent, received), and customer /
 * distributor (an organisation on either side: the organisation list's "Quote requests" link).
 */
export async function listQuotes(ctx: AuthedCtx, query: ListQuery): Promise<ListResponse<QuoteRow>> {
  const { items, total } = await quotePage(ctx, query);
  return listResponse(items, total, query, quoteFilters(ctx, query.filters));
}

/** The list's order, newest first (its CSV export follows it too). */
export const QUOTE_ORDER: KeysetOrder = {
  name: "newest",
  columns: [
    { field: "createdAt", dir: "desc", nullable: false, type: "date" },
    { field: "id", dir: "desc", nullable: false, type: "string" },
  ],
};

/** One page of the list and its total, without the filter descriptors (the dashboard's lists). */
export async function quotePage(ctx: AuthedCtx, query: ListQuery): Promise<{ items: QuoteRow[]; total: number }> {
  const where = quoteListWhere(ctx, query.filters);
  const [total, rows] = await Promise.all([
    readDb().quote.count({ where }),
    readDb().quote.findMany({
      where,
      include: quoteRowInclude,
      orderBy: keysetOrderBy(QUOTE_ORDER) as Prisma.QuoteOrderByWithRelationInput[],
      ...pageWindow(query),
    }),
  ]);
  return { items: rows.map((q) => toQuoteRow(ctx, q)), total };
}

export function quoteListWhere(ctx: AuthedCtx, f: FilterValues): Prisma.QuoteWhereInput {
  const and: Prisma.QuoteWhereInput[] = [visibleQuotes(ctx)];
  const search = stringFilter(f, "search");
  if (search) {
    and.push({
      OR: [
        { message: { contains: search, mode: "insensitive" } },
        { hose: { name: { contains: search, mode: "insensitive" } } },
        { hose: { tagId: { contains: search, mode: "insensitive" } } },
      ],
    });
  }
  const status = stringFilter(f, "status");
  if (status === "open") and.push({ completedAt: null });
  if (status === "completed") and.push({ completedAt: { not: null } });

  const org = actingOrganisation(ctx);
  const direction = stringFilter(f, "direction");
  if (org && !ctx.flags.isClientAdmin) {
    if (direction === "sent") and.push({ requestorOrganisationId: org.id });
    if (direction === "received") and.push({ receiverOrganisationId: org.id });
  }
  for (const side of ["customer", "distributor"] as const) {
    const id = stringFilter(f, side);
    if (id) and.push({ OR: [{ requestorOrganisationId: id }, { receiverOrganisationId: id }] });
  }
  return { AND: and };
}

function quoteFilters(ctx: AuthedCtx, f: FilterValues): Filter[] {
  const filters: Filter[] = [
    textFilter("search", "Search", f, "Message, hose name or tag id"),
    {
      ...selectFilter(
        "status",
        "Status",
        [
          { value: "open", label: "Open" },
          { value: "completed", label: "Completed" },
        ],
        f,
      ),
      description: "Open and completed",
    },
  ];
  if (!ctx.flags.isClientAdmin) {
    filters.push({
      ...selectFilter(
        "direction",
        "Direction",
        [
          { value: "sent", label: "Sent by your company" },
          { value: "received", label: "Received by your company" },
        ],
        f,
      ),
      description: "Sent and received",
    });
  }
  // An organisation chosen by a link (organisation list "Quote requests") stays applied, not shown.
  for (const side of ["customer", "distributor"] as const) {
    const value = stringFilter(f, side);
    if (value)
      filters.push({
        ...selectFilter(side, side === "customer" ? "Customer" : "Distributor", [{ value, label: value }], f),
        isVisible: false,
      });
  }
  return filters;
}
