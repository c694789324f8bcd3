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
 * lists that show dates do not ship parseISO's parser (first-load JS); every caller
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
 * The time zone whose day a timestamp is shown as. One fixed zone, not the browser's: lists are
 * rendered on the server and again in the browser, and both must print the same day. The
 * product's users are in the UK (Europe/London is also the digests' default zone). It is never
 * behind UTC, so a calendar date sent as UTC midnight keeps its day.
 */
export const DISPLAY_TIME_ZONE = "Europe/London";

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * DD/MM/YYYY. A calendar date ("YYYY-MM-DD", or a Date at UTC midnight) is shown as that day; a
 * timestamp ("2026-06-30T23:30:00.000Z": a document, a note, a quote sent or completed, an
 * archive) as its day in DISPLAY_TIME_ZONE (01/07/2026 here, under BST), not its UTC day.
 * Written out rather than with date-fns `format`, which brings its whole token parser and
 * English locale (about 7 KB gzip) into every client list that shows a date; the same RangeError
 * for an invalid date.
 */
export function formatDate(date: Date | string): string {
  if (typeof date === "string" && date.length > 10) return formatInstantDay(new Date(date));
  const d = typeof date === "string" ? fromIsoDate(date) : date;
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).padStart(4, "0")}`;
}

/** DD/MM/YYYY of the day an instant falls on in DISPLAY_TIME_ZONE. */
function formatInstantDay(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  dayFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: DISPLAY_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });
  return dayFormat.format(instant);
}

const localeDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the given language writes it: British English exactly as formatDate (DD/MM/YYYY);
 * German 31.12.2026, French and Spanish 31/12/2026. The same day rules as formatDate (a calendar
 * date is its day, a timestamp its day in DISPLAY_TIME_ZONE).
 */
export function formatDateIn(date: Date | string, locale: string): string {
  if (locale === "en-GB") return formatDate(date);
  const instant = typeof date === "string" ? (date.length > 10 ? new Date(date) : fromIsoDate(date)) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  // A calendar date is UTC midnight: shown in UTC, so no zone moves it to another day.
  const zone = typeof date === "string" && date.length > 10 ? DISPLAY_TIME_ZONE : "UTC";
  const key = `${locale}|${zone}`;
  let format = localeDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, day: "2-digit", month: "2-digit", year: "numeric" });
    localeDayFormats.set(key, format);
  }
  return format.format(instant);
}

/** YYYY-MM-DD, or day first as the portal shows dates (31/12/2026, in German 31.12.2026); anything else is no bound. */
export function parseTypedDay(value: string | undefined): Date | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const uk = /^(\d{1,2})([/.])(\d{1,2})\2(\d{4})$/.exec(value);
  const text = iso ? value : uk ? `${uk[4]}-${uk[3]!.padStart(2, "0")}-${uk[1]!.padStart(2, "0")}` : null;
  if (!text) return null;
  const day = fromIsoDate(text);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}
