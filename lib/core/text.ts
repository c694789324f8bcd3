/**
 * Single-line text (names, titles, address lines): control characters (newline, tab, NUL,
 * DEL, C1, line and paragraph separators) become a space, before trimming. A name travels into
 * headers, emails, CSV files and one-line UI, where a line break or control character breaks or
 * forges things (a name in any script must never turn a saved change into an error).
 * Use as `z.string().overwrite(singleLine).trim()`.
 */
export const singleLine = (value: string): string => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
