/**
 * Money on quotes: integers of the currency's minor unit (pence, cents; none for yen), never
 * floats, with an ISO 4217 code per quote. Pure: the form, the API, the emails and the export
 * share it.
 */

/** The largest price of one piece, in minor units: far above any hose, far below 2^53 once summed. */
export const MAX_UNIT_PRICE_MINOR = 100_000_000;

/** Whether Intl knows the code (an ISO 4217 currency). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf("currency").includes(code);
  } catch {
    return false;
  }
}

/** How many decimals the currency's minor unit has (GBP 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 1250 GBP -> "£12.50". */
export function formatMoney(minor: number, currency: string, locale = "en-GB"): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** digits);
}

/** 1250 GBP -> "12.50": the value a price field shows, without the symbol. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
}

/**
 * "12.5" GBP -> 1250, by the digits of the text (no float arithmetic): null when it is not a
 * plain amount with at most the currency's decimals.
 */
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text.replace(/[£$€\s]/g, ""));
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** The sum of unit price x quantity over the priced lines. */
export function quoteTotal(lines: Array<{ unitPriceMinor: number | null; quantity: number }>): number {
  return lines.reduce((sum, l) => sum + (l.unitPriceMinor ?? 0) * l.quantity, 0);
}
