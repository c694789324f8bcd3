/**
 * The label stocks the plant floor prints on, in PDF points (1/72 in). Geometry
 * from the makers' templates: the first label's top-left corner, label size and the pitch
 * (label plus gap) across and down. Pure: the PDF writer, the dialog's preview and the tests
 * all read positions from here.
 */

const MM = 72 / 25.4;
const INCH = 72;

export const LABEL_FORMATS = ["L7651", "5160", "roll-50x25"] as const;
export type LabelFormatId = (typeof LABEL_FORMATS)[number];

export type LabelFormat = {
  id: LabelFormatId;
  /** What the dialog offers. */
  label: string;
  /** Page size in points. */
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  /** The first label's left and top edges, from the page's left and top. */
  left: number;
  top: number;
  labelWidth: number;
  labelHeight: number;
  /** Distance from one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
};

export const labelFormats: Record<LabelFormatId, LabelFormat> = {
  // Avery L7651 (A4, 5 x 13 = 65 labels of 38.1 x 21.2 mm).
  L7651: {
    id: "L7651",
    label: "A4 sheet, Avery L7651 (65 labels, 38.1 x 21.2 mm)",
    pageWidth: 210 * MM,
    pageHeight: 297 * MM,
    columns: 5,
    rows: 13,
    left: 4.75 * MM,
    top: 10.7 * MM,
    labelWidth: 38.1 * MM,
    labelHeight: 21.2 * MM,
    pitchX: 40.6 * MM,
    pitchY: 21.2 * MM,
  },
  // Avery 5160 (US Letter, 3 x 10 = 30 labels of 2 5/8 x 1 in).
  "5160": {
    id: "5160",
    label: "US Letter sheet, Avery 5160 (30 labels, 2⅝ x 1 in)",
    pageWidth: 8.5 * INCH,
    pageHeight: 11 * INCH,
    columns: 3,
    rows: 10,
    left: 0.1875 * INCH,
    top: 0.5 * INCH,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: 1 * INCH,
  },
  // One 50 x 25 mm label a page, for thermal label printers.
  "roll-50x25": {
    id: "roll-50x25",
    label: "Single labels, 50 x 25 mm (thermal label printers)",
    pageWidth: 50 * MM,
    pageHeight: 25 * MM,
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    labelWidth: 50 * MM,
    labelHeight: 25 * MM,
    pitchX: 50 * MM,
    pitchY: 25 * MM,
  },
};

export const labelsPerPage = (f: LabelFormat) => f.columns * f.rows;

/** A label's box on its page: PDF coordinates (origin bottom-left) and its 1-based slot. */
export type LabelSlot = { page: number; slot: number; x: number; y: number; width: number; height: number };

/**
 * Where the i-th label (0-based) goes when printing starts at label `startAt` (1-based) of
 * the first sheet: the first startAt - 1 positions are skipped (already used), filling across
 * then down, as the sheet is read.
 */
export function labelSlot(f: LabelFormat, index: number, startAt = 1): LabelSlot {
  const perPage = labelsPerPage(f);
  const position = index + (startAt - 1);
  const page = Math.floor(position / perPage);
  const inPage = position % perPage;
  const column = inPage % f.columns;
  const row = Math.floor(inPage / f.columns);
  const x = f.left + column * f.pitchX;
  const top = f.top + row * f.pitchY;
  return {
    page,
    slot: inPage + 1,
    x,
    y: f.pageHeight - top - f.labelHeight,
    width: f.labelWidth,
    height: f.labelHeight,
  };
}

/** Sheets needed for `count` labels starting at label `startAt`. */
export function sheetCount(f: LabelFormat, count: number, startAt = 1): number {
  return count === 0 ? 0 : Math.ceil((count + startAt - 1) / labelsPerPage(f));
}
