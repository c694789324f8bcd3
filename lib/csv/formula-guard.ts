/**
 * Keeps a spreadsheet from running a cell of our CSV files as a formula ("CSV injection"): a
 * name like "=HYPERLINK(...)" typed by one user must stay text on another user's screen.
 *
 * A spreadsheet starts a formula at the start of a cell with = + - @ (tab and carriage return
 * too, for some programs). Where does a cell start? At the start of our cell, but not only:
 * Excel in a locale whose list separator is ';' (de, fr, nl...) splits lines at ';' and knows
 * our double quotes only at the very start of one of its cells, so "a;=cmd" is two of its cells
 * wherever our cell sits, and a quoted line break ends its row. So every piece of a value that
 * starts after a ';' or a line break is guarded as a value's start is. A piece is guarded when
 * it starts with one of those signs, after any quotes or apostrophes (Excel takes a cell that
 * opens with a quote as quoted, and may start the formula after it): an apostrophe goes in
 * front, which a spreadsheet shows as text and our own import takes off again (restoreCell).
 *
 * A plain number ("-04", "-12.5", "+3") is left as it is: a spreadsheet reads it as a number,
 * never as a formula, and the catalogue's dash sizes are written that way.
 */

/**
 * A risky piece at a place where a spreadsheet may start a cell (the value's start, or just
 * after a ';' or a line break), up to the next such place. The lookbehind consumes nothing, so
 * a carriage return that is both a sign and a line break is seen as both.
 */
const RISKY_PIECE = /(?<=^|[;\r\n])["']*[=+\-@\t\r][^;\r\n]*/g;
/** A guarding apostrophe: one in front of what RISKY_PIECE finds. */
const GUARD = /(?<=^|[;\r\n])'(?=["']*[=+\-@\t\r])/g;
/** Most cells start with none of the signs and hold no ';' or line break: one test for them. */
const MAYBE_RISKY = /^["'=+\-@\t\r]|[;\r\n]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A value as it goes into a CSV cell (before quoting): guarded wherever a cell may start. */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (!MAYBE_RISKY.test(text)) return text;
  return text.replace(RISKY_PIECE, (piece) => (PLAIN_NUMBER.test(piece) ? piece : `'${piece}`));
}

/**
 * The value a guarded cell was written from: each guarding apostrophe taken off. Exact for our
 * own files (a value that itself starts with an apostrophe before a sign was written with one
 * more), and it also reads files written before plain numbers were left alone ("'-04").
 */
export function restoreCell(cell: string): string {
  return MAYBE_RISKY.test(cell) ? cell.replace(GUARD, "") : cell;
}
