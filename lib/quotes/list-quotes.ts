import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listResponse, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { visibleQuotes } from "./access";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";
import type { KeysetOrder } from "@/lib/lists/keyset";
import { keysetList } from "@/lib/lists/keyset-list";

/**
 * SPEC §2.5 Quotes: the quotes the caller's organisation sent or received (every quote of the
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
  // Quotes are read whole with their keys (one statement with their relations).
  const { items, total } = await keysetList({
    order: QUOTE_ORDER,
    where: quoteListWhere(ctx, query.filters),
    query,
    findKeys: ({ where, orderBy, skip, take }) =>
      readDb().quote.findMany({
        where,
        include: quoteRowInclude,
        orderBy: orderBy as Prisma.QuoteOrderByWithRelationInput[],
        skip,
        take,
      }),
    findRows: async (quotes) => quotes.map((q) => toQuoteRow(ctx, q)),
    total: { count: (where) => readDb().quote.count({ where }) },
  });
  return { items, total };
}

export function quoteListWhere(ctx: AuthedCtx, filters: FilterValues): Prisma.QuoteWhereInput {
  const and: Prisma.QuoteWhereInput[] = [visibleQuotes(ctx)];
  const search = stringFilter(filters, "search");
  if (search) {
    and.push({
      OR: [
        { message: { contains: search, mode: "insensitive" } },
        { hose: { name: { contains: search, mode: "insensitive" } } },
        { hose: { tagId: { contains: search, mode: "insensitive" } } },
      ],
    });
  }
  const status = stringFilter(filters, "status");
  if (status === "open") and.push({ completedAt: null });
  if (status === "completed") and.push({ completedAt: { not: null } });

  const org = actingOrganisation(ctx);
  const direction = stringFilter(filters, "direction");
  if (org && !ctx.flags.isClientAdmin) {
    if (direction === "sent") and.push({ requestorOrganisationId: org.id });
    if (direction === "received") and.push({ receiverOrganisationId: org.id });
  }
  for (const side of ["customer", "distributor"] as const) {
    const id = stringFilter(filters, side);
    if (id) and.push({ OR: [{ requestorOrganisationId: id }, { receiverOrganisationId: id }] });
  }
  return { AND: and };
}

function quoteFilters(ctx: AuthedCtx, filters: FilterValues): Filter[] {
  const descriptors: Filter[] = [
    textFilter({ id: "search", label: "Search", description: "Message, hose name or tag id" }, filters),
    selectFilter(
      {
        id: "status",
        label: "Status",
        options: [
          { value: "open", label: "Open" },
          { value: "completed", label: "Completed" },
        ],
        description: "Open and completed",
      },
      filters,
    ),
  ];
  if (!ctx.flags.isClientAdmin) {
    descriptors.push(
      selectFilter(
        {
          id: "direction",
          label: "Direction",
          options: [
            { value: "sent", label: "Sent by your company" },
            { value: "received", label: "Received by your company" },
          ],
          description: "Sent and received",
        },
        filters,
      ),
    );
  }
  // An organisation chosen by a link (organisation list "Quote requests") stays applied, not shown.
  for (const side of ["customer", "distributor"] as const) {
    const value = stringFilter(filters, side);
    if (value)
      descriptors.push(
        selectFilter(
          {
            id: side,
            label: side === "customer" ? "Customer" : "Distributor",
            options: [{ value, label: value }],
            isVisible: false,
          },
          filters,
        ),
      );
  }
  return descriptors;
}
