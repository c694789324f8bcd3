import type { AuthedCtx } from "@/lib/core/ctx";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { forbidden } from "@/lib/core/errors";
import type { FilterValues } from "@/lib/lists/schemas";

/** Data export is for Admins and client admins. */
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
  /** The columns, or the columns for a reader (whose units a measured column states and uses). */
  columns: CsvColumn<T>[] | ((ctx: AuthedCtx) => CsvColumn<T>[]);
  rows(ctx: AuthedCtx, filters: FilterValues): Promise<AsyncIterable<T[]>>;
  /**
   * Exporters that also answer JSON (?format=json): the batches as JSON documents, in order
   * (an ERP export groups each quote's line rows into one quote object).
   */
  json?: (batches: AsyncIterable<T[]>) => AsyncIterable<unknown[]>;
};

export type ExportFormat = "csv" | "json";

/**
 * An area's exporter as the registry (lib/exports/exporters.ts) holds it: the registry keeps
 * exporters of different row types side by side, each checked against its own columns here.
 */
export function defineExporter<T>(e: Exporter<T>): Exporter<unknown> {
  return e as unknown as Exporter<unknown>;
}

/** An exporter's columns for this reader. */
export function columnsFor<T>(exporter: Exporter<T>, ctx: AuthedCtx): CsvColumn<T>[] {
  return typeof exporter.columns === "function" ? exporter.columns(ctx) : exporter.columns;
}

/** Each batch's rows shaped for the file. */
export async function* mapBatches<R, T>(batches: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** A yes/no cell. */
export const yesNo = (v: boolean | 0 | 1 | null | undefined) => (v ? "Yes" : "No");

/** "YYYY-MM-DD" -> DD/MM/YYYY by slicing: formatDate's date-fns round trip is the hot spot of a 100,000-row export. */
export const csvDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");
