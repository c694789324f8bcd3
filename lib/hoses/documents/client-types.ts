/**
 * What the browser's file picker needs (no server code: file-types.ts imports file-type).
 * SPEC §5: uploads accept png, jpg, jpeg, pdf, doc, docx, xls, xlsx. The server decides the
 * type by content; the extension only fills the informative uploadType.
 */
export const UPLOAD_ACCEPT = ".png,.jpg,.jpeg,.pdf,.doc,.docx,.xls,.xlsx";

export const UPLOAD_TYPE_BY_EXTENSION: Record<string, number> = {
  png: 1,
  jpg: 1,
  jpeg: 1,
  pdf: 2,
  doc: 3,
  docx: 4,
  xls: 5,
  xlsx: 6,
};

/** Photos attached to an inspection. */
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg";
