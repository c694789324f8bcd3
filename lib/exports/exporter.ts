import type { AuthedCtx } from "@/lib/core/ctx";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { forbidden } from "@/lib/core/errors";
import type { FilterValues } from "@/lib/lists/schemas";

/** SPEC 6: data export is for Admins and client admins. */
export function assertCanExport(ctx: AuthedCtx): void {
  if (!ctx.flags.isAdmin) throw forbidden();
}

/**
 * An exportable list: the file's name, who may export it, its columns, and its rows in
 * batches (the list's own where-clause, so the same filters and permissions as the screen).
 * `rows` resolves the where-clause before the download starts, so a refusal is an error
 * answer, not a broken file.
 */
export type Exporter<T = never> = {
  name: string;
  assert(ctx: AuthedCtx): void;
  columns: CsvColumn<T>[];
  rows(ctx: AuthedCtx, filters: FilterValues): Promise<AsyncIterable<T[]>>;
};
