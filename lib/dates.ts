import { addMonths } from "date-fns";

/**
 * Calendar dates travel as "YYYY-MM-DD" strings and are stored as Postgres `date`
 * (a JS Date at UTC midnight). They are shown as DD/MM/YYYY.
 */
export function dateOnly(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function today(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/**
 * "YYYY-MM-DD" -> that day at UTC midnight; Invalid Date for anything else, or for a day the
 * month does not have (2026-02-30), as date-fns `parseISO` answered. Written out so the client
 * lists that show dates do not ship parseISO's parser (issue 12, first-load JS); every caller
 * passes this form (dates from the API, or checked against it first).
 */
export function fromIsoDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return new Date(NaN);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : new Date(NaN);
}

/**
 * "YYYY-MM-DD" of the date's UTC day. From its UTC fields rather than toISOString(), several
 * times faster (an export formats six dates a row); years outside 1000-9999 and an invalid
 * date (which throws) take toISOString's path.
 */
export function toIsoDate(date: Date): string {
  const y = date.getUTCFullYear();
  if (!(y >= 1000 && y <= 9999)) return date.toISOString().slice(0, 10);
  const m = date.getUTCMonth() + 1;
  const d = date.getUTCDate();
  return `${y}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

export function addMonthsUtc(date: Date, months: number): Date {
  // date-fns works in local time; shift through noon UTC so no timezone can roll the day.
  const noon = new Date(date.getTime() + 12 * 3600_000);
  return dateOnly(addMonths(noon, months));
}

export function addDaysUtc(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * DD/MM/YYYY. Written out rather than with date-fns `format`, which brings its whole token
 * parser and English locale (about 7 KB gzip) into every client list that shows a date; the same
 * output, and the same RangeError for an invalid date.
 */
export function formatDate(date: Date | string): string {
  const d = typeof date === "string" ? fromIsoDate(date.slice(0, 10)) : date;
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).padStart(4, "0")}`;
}
