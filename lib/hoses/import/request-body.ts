import { AppError, globalError, validationError } from "@/lib/core/errors";
import { decodeCsvBytes } from "@/lib/csv/read-csv";
import { HoseImportSchema } from "./schemas";
import { parseHoseImportFile, type RawHose } from "./template";

export const ENCODING_MESSAGES = {
  utf16: "The file is UTF-16: save it as CSV (UTF-8 or ISO-8859-1)",
  notUtf8: "The file is not valid UTF-8: save it as CSV UTF-8, or send it as ISO-8859-1",
  charset: (name: string) => `Files in ${name} cannot be imported: send UTF-8 or ISO-8859-1`,
  noRows: "The file has no hoses to import",
};

const LATIN1 = new Set(["iso-8859-1", "latin1", "windows-1252", "us-ascii", "ascii"]);

/**
 * The text of a file sent as it is (Content-Type: text/csv): UTF-8 when it starts with a byte
 * order mark or its Content-Type says charset=utf-8 (then strictly: invalid bytes are refused,
 * not turned into replacement characters), else ISO-8859-1 as the screen reads it (SPEC §5).
 * UTF-16 and other declared charsets are refused: read as Latin-1 they would import garbage.
 */
export function decodeHoseFile(bytes: Uint8Array, contentType: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw globalError("INVALID", ENCODING_MESSAGES.utf16);
  const charset = /charset="?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? null;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (charset === "utf-8" || charset === "utf8") {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bom ? bytes.subarray(3) : bytes);
    } catch {
      throw globalError("INVALID", ENCODING_MESSAGES.notUtf8);
    }
  }
  if (charset !== null && !LATIN1.has(charset) && !bom)
    throw globalError("INVALID", ENCODING_MESSAGES.charset(charset));
  return decodeCsvBytes(bytes);
}

/**
 * POST /hoses/import/{organisationId}'s rows: from the file itself (text/csv, the template's
 * columns: a script or an ERP sends its file as it is) or from JSON `{hoses: [...]}` (what the
 * Import screen sends once it has read the file). A wrong header is a 422 naming the columns.
 */
export function hoseImportRows(bytes: Uint8Array, contentType: string): RawHose[] {
  if (/^text\/(csv|plain)\b/i.test(contentType)) {
    const parsed = parseHoseImportFile(decodeHoseFile(bytes, contentType));
    if (parsed.headerErrors.length) throw new AppError("INVALID", { global: parsed.headerErrors });
    if (!parsed.rows.length) throw globalError("INVALID", ENCODING_MESSAGES.noRows);
    return parsed.rows.map((r) => r.raw);
  }
  let json: unknown;
  try {
    const text = new TextDecoder("utf-8").decode(bytes);
    json = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw globalError("BAD_REQUEST", "The request body is not valid JSON");
  }
  const parsed = HoseImportSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data.hoses;
}
