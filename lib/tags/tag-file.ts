import Papa from "papaparse";
import { AppError } from "@/lib/core/errors";
import { TAG_FILE_MAX_BYTES, TAG_FILE_MAX_TAGS } from "./schemas";

/** A tag id as printed and scanned: the hose form's rule (lib/hoses/schemas.ts). */
const TAG_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * `maxChecks` (SPEC §7, 9: sent as 5; the spec does not say what it checks). Here: how many
 * offending tag ids an error names per problem, so a bad 100,000-tag file answers a short,
 * useful message ("... 'AB1', 'AB2', 'AB3', 'AB4', 'AB5' and 99,995 more") instead of all of
 * them, and every problem of the file is still reported at once.
 */
export function listSome(codes: string[], total: number, maxChecks: number): string {
  const shown = codes
    .slice(0, maxChecks)
    .map((c) => `'${c}'`)
    .join(", ");
  const more = total - Math.min(total, maxChecks);
  return more > 0 ? `${shown} and ${more.toLocaleString("en-GB")} more` : shown;
}

/** Words a header line names the column with ("Tag id", "TagId", "Tags", "Code"...), compared without case, spaces or punctuation. */
const HEADER_WORDS = new Set([
  "tag",
  "tags",
  "tagid",
  "tagids",
  "tagcode",
  "tagcodes",
  "tagno",
  "tagnumber",
  "tagnumbers",
  "code",
  "codes",
  "id",
  "ids",
  "serial",
  "serialno",
  "serialnumber",
  "barcode",
  "barcodes",
  "qrcode",
  "rfid",
  "nfc",
  "uid",
]);

const hasDigit = (s: string) => /\d/.test(s);

/**
 * Whether the file's first cell is a header, not a tag: it is not a tag id at all ("Tag id"),
 * or it is one of the words a header names the column with ("TagId", "Tags", "Code"), or it has
 * no digit while every other line's tag does (a header word we do not list, e.g. "Asset").
 */
export function isHeaderCell(first: string, rest: string[]): boolean {
  if (!TAG_ID.test(first)) return true;
  if (HEADER_WORDS.has(first.toLowerCase().replace(/[^a-z0-9]/g, ""))) return true;
  return !hasDigit(first) && rest.length > 0 && rest.every(hasDigit);
}

/**
 * A tag file (SPEC §5 "Tag files: csv"): one tag id per line in the first column; a first line
 * that is a header (isHeaderCell) is skipped, as are empty lines. Tag ids are
 * stored upper-case (matched case-insensitively, like hoses' tag ids). Malformed ids and ids
 * repeated in the file refuse the file.
 */
export async function readTagFile(file: File | null, maxChecks: number): Promise<string[]> {
  if (!file || typeof file === "string") throw new AppError("INVALID", { file: ["Please choose a CSV file"] });
  if (!file.name.toLowerCase().endsWith(".csv"))
    throw new AppError("INVALID", { file: ["Only .csv files can be uploaded"] });
  if (file.size > TAG_FILE_MAX_BYTES)
    throw new AppError("INVALID", { file: [`The file is larger than ${TAG_FILE_MAX_BYTES / 1024 / 1024} MB`] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? new TextDecoder().decode(bytes.subarray(3))
      : new TextDecoder("iso-8859-1").decode(bytes);
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" }).data;
  const cells = rows.map((r) => (r[0] ?? "").trim()).filter((c) => c !== "");
  if (cells.length && isHeaderCell(cells[0]!, cells.slice(1))) cells.shift();
  if (cells.length === 0) throw new AppError("INVALID", { file: ["The file has no tag ids"] });
  if (cells.length > TAG_FILE_MAX_TAGS)
    throw new AppError("INVALID", {
      file: [`A file can hold at most ${TAG_FILE_MAX_TAGS.toLocaleString("en-GB")} tags`],
    });

  const errors: string[] = [];
  const invalid = cells.filter((c) => !TAG_ID.test(c));
  if (invalid.length)
    errors.push(
      `Tag ids may contain letters, digits and - _ . : only (at most 64 characters): ${listSome(invalid, invalid.length, maxChecks)}`,
    );
  const codes = cells.map((c) => c.toUpperCase());
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const code of codes) {
    if (seen.has(code)) repeated.push(code);
    seen.add(code);
  }
  if (repeated.length)
    errors.push(`These tag ids appear more than once in the file: ${listSome(repeated, repeated.length, maxChecks)}`);
  if (errors.length) throw new AppError("INVALID", { file: errors });
  return codes;
}
