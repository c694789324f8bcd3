import { addMonths, format, parseISO } from "date-fns";

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

export function fromIsoDate(value: string): Date {
  return dateOnly(parseISO(`${value}T00:00:00Z`));
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

/** DD/MM/YYYY */
export function formatDate(date: Date | string): string {
  const d = typeof date === "string" ? fromIsoDate(date.slice(0, 10)) : date;
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), "dd/MM/yyyy");
}
