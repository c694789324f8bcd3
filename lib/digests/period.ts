/**
 * When a digest is due, as pure functions of the clock: no database, no "now" of
 * their own, so tests pin the time and the job passes the instant it runs at.
 *
 * A digest is due once the organisation's local time has passed DIGEST_HOUR on a day the
 * preference names: every day (daily), or the chosen weekday of the ISO week (weekly). A
 * weekly digest that was missed (the server was down all Monday) is still due on the later
 * days of the same week, after DIGEST_HOUR, so nothing slips; the claim table (DigestDelivery)
 * makes each period go out once.
 */

/** Local hour from which the day's (or the week's) digest goes out. */
export const DIGEST_HOUR = 7;

export const DEFAULT_TIME_ZONE = "Europe/London";

export type DigestFrequency = "OFF" | "DAILY" | "WEEKLY";

/** The organisation's wall clock at an instant. */
export type LocalClock = {
  /** Local calendar date, "YYYY-MM-DD". */
  date: string;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
  /** ISO week of the local date, "YYYY-Www". */
  week: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl (the same ICU data the job uses) knows the IANA name. */
export function isKnownTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ((day.getUTCDay() + 6) % 7) + 1;
  return { date, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute), week: isoWeek(day, weekday) };
}

/** ISO 8601 week ("2026-W48"): the week belongs to the year of its Thursday. */
function isoWeek(day: Date, weekday: number): string {
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The preference as it applies: an unchosen one follows the role (Admins and Managers weekly on Monday). */
export function effectiveDigest(membership: {
  role: number;
  digestFrequency: DigestFrequency | null;
  digestWeekday: number | null;
}): { frequency: DigestFrequency; weekday: number } {
  const frequency = membership.digestFrequency ?? (membership.role === 1 || membership.role === 2 ? "WEEKLY" : "OFF");
  return { frequency, weekday: membership.digestWeekday ?? 1 };
}

/**
 * The period whose digest is due at this local time, or null: "2026-11-23" for a daily digest
 * (the local date), "2026-W48" for a weekly one (from its weekday on, until the week ends).
 */
export function duePeriod(digest: { frequency: DigestFrequency; weekday: number }, clock: LocalClock): string | null {
  // Never before DIGEST_HOUR local time, even to catch up on a missed weekday: nobody is woken.
  if (digest.frequency === "OFF" || clock.minutes < DIGEST_HOUR * 60) return null;
  if (digest.frequency === "DAILY") return clock.date;
  return clock.weekday >= digest.weekday ? clock.week : null;
}
