import { z } from "zod";
import { FILTER_TYPE } from "./filter-type";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./limits";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export { FILTER_TYPE };

const FilterShapeSchema = z.record(z.string(), z.union([z.string().max(200), z.array(z.string().max(200)).max(1000)]));

/**
 * The filters whose values are row ids, on whichever list takes them. Postgres refuses a
 * malformed uuid and the whole list load fails with it, so these are checked before any query.
 */
export const ID_FILTERS: readonly string[] = [
  "customer",
  "distributor",
  "zone",
  "hose",
  "configuration",
  "organisation",
  "organisationId",
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id filters of `values` holding something that is not an id (blank values are unset, not wrong). */
export function malformedIdFilters(values: Record<string, string | string[]>): string[] {
  return ID_FILTERS.filter((key) => {
    const value = values[key];
    if (value === undefined) return false;
    return (Array.isArray(value) ? value : [value]).some((v) => v.trim() !== "" && !UUID.test(v.trim()));
  });
}

export const idFilterMessage = (key: string) => `The ${key} filter must hold ids`;

export const FilterValuesSchema = FilterShapeSchema.superRefine((values, ctx) => {
  for (const key of malformedIdFilters(values))
    ctx.addIssue({ code: "custom", path: [key], message: idFilterMessage(key) });
});
export type FilterValues = z.infer<typeof FilterValuesSchema>;

/**
 * `GET /api/v1/{resource}?page=&limit=&filters=<json>` (docs/CONTRACTS.md "HTTP API contract").
 * `filters` is a JSON object keyed by filter id: a text filter a string, a select filter the
 * chosen value, a multi-select a list.
 */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be 1 or more").default(1),
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  filters: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as FilterValues;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: "custom", message: "filters must be a JSON object" });
        return z.NEVER;
      }
      const parsed = FilterShapeSchema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: "filters must map filter ids to a value or a list of values" });
        return z.NEVER;
      }
      const malformed = malformedIdFilters(parsed.data);
      for (const key of malformed) ctx.addIssue({ code: "custom", message: idFilterMessage(key) });
      return malformed.length ? z.NEVER : parsed.data;
    }),
});
export type ListQuery = z.infer<typeof ListQuerySchema> & { after?: string };

/**
 * The big lists (hoses, inspections) also take `after`: the `nextCursor` of the page before, to
 * read the next page at the cost of the first however deep it is (lib/lists/keyset.ts). `page`
 * then only numbers the page in the answer.
 */
export const KeysetListQuerySchema = ListQuerySchema.extend({
  after: z
    .string()
    .max(2000, "after must be the nextCursor of this list, with the same sort")
    .optional()
    .describe("The nextCursor of the previous page: the next page without walking the skipped rows"),
});

export const FilterOptionSchema = z.object({ value: z.string(), label: z.string(), isSelected: z.boolean() });

export const FilterSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.union([z.literal(FILTER_TYPE.TEXT), z.literal(FILTER_TYPE.SELECT), z.literal(FILTER_TYPE.MULTI_SELECT)]),
  description: z.string().nullable(),
  isVisible: z.boolean(),
  textValue: z.string().nullable(),
  options: z.array(FilterOptionSchema),
});
export type Filter = z.infer<typeof FilterSchema>;

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    perPage: z.number().int(),
    filters: z.array(FilterSchema),
  });

/** A keyset list's answer: also the cursor of the page after this one (null on the last page). */
export const keysetListResponseSchema = <T extends z.ZodType>(item: T) =>
  listResponseSchema(item).extend({ nextCursor: z.string().nullable() });

export type ListResponse<T> = {
  items: T[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
  perPage: number;
  filters: Filter[];
  nextCursor?: string | null;
};
