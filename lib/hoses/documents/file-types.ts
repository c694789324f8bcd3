import { fileTypeFromBuffer } from "file-type";

/** SPEC §3 upload types: 1 image, 2 pdf, 3 word doc, 4 word docx, 5 excel xls, 6 excel xlsx. */
export const UPLOAD_TYPE = { IMAGE: 1, PDF: 2, DOC: 3, DOCX: 4, XLS: 5, XLSX: 6 } as const;
export type UploadType = (typeof UPLOAD_TYPE)[keyof typeof UPLOAD_TYPE];

export type DetectedType = { uploadType: UploadType; mimetype: string; ext: string };

export const UNSUPPORTED_TYPE = "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded";

const KNOWN: Record<string, DetectedType> = {
  png: { uploadType: UPLOAD_TYPE.IMAGE, mimetype: "image/png", ext: "png" },
  jpg: { uploadType: UPLOAD_TYPE.IMAGE, mimetype: "image/jpeg", ext: "jpg" },
  pdf: { uploadType: UPLOAD_TYPE.PDF, mimetype: "application/pdf", ext: "pdf" },
  docx: {
    uploadType: UPLOAD_TYPE.DOCX,
    mimetype: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ext: "docx",
  },
  xlsx: {
    uploadType: UPLOAD_TYPE.XLSX,
    mimetype: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ext: "xlsx",
  },
};
const DOC: DetectedType = { uploadType: UPLOAD_TYPE.DOC, mimetype: "application/msword", ext: "doc" };
const XLS: DetectedType = { uploadType: UPLOAD_TYPE.XLS, mimetype: "application/vnd.ms-excel", ext: "xls" };

/** The extensions each type may carry (the stored file name is corrected to the content). */
export const EXTENSIONS: Record<UploadType, string[]> = {
  1: ["png", "jpg", "jpeg"],
  2: ["pdf"],
  3: ["doc"],
  4: ["docx"],
  5: ["xls"],
  6: ["xlsx"],
};

/**
 * The upload's type by content (magic bytes), never by name or declared type:
 *  - PNG, JPEG, PDF by signature; DOCX and XLSX are ZIP files whose [Content_Types].xml names
 *    the main part (file-type reads it), so a macro-enabled .docm/.xlsm or any other ZIP is refused;
 *  - DOC and XLS are OLE compound files: a Word file has a "WordDocument" stream, an Excel file
 *    a "Workbook" (or BIFF5 "Book") stream, named in the compound file's directory (UTF-16LE).
 * Anything else (executables, scripts, HTML, SVG...) is null.
 */
export async function detectUploadType(bytes: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === "cfb") return oleType(bytes);
  return KNOWN[found.ext] ?? null;
}

function oleType(bytes: Uint8Array): DetectedType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (name: string) => buffer.includes(Buffer.from(name, "utf16le"));
  if (has("WordDocument")) return DOC;
  if (has("Workbook") || has("Book\u0000")) return XLS;
  return null;
}

/** Images get thumbnails; the rest show a type icon. */
export const isImage = (mimetype: string) => mimetype === "image/png" || mimetype === "image/jpeg";

/** Images and PDFs open in the browser; Word and Excel files are saved. */
export const dispositionFor = (mimetype: string): "inline" | "attachment" =>
  isImage(mimetype) || mimetype === "application/pdf" ? "inline" : "attachment";

/**
 * The stored file name: the base name only, control and path characters removed, at most 200
 * characters, and an extension that matches the content ("scan.pdf" holding a PNG becomes
 * "scan.png"), so the saved file opens with the right program.
 */
export function cleanFilename(name: string, type: DetectedType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .trim()
    .replace(/^\.+/, "");
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1) : "";
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 190) || "file";
  return EXTENSIONS[type.uploadType].includes(ext.toLowerCase()) ? `${stem}.${ext}` : `${stem}.${type.ext}`;
}
