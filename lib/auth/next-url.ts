/**
 * The nextUrl a login may follow: a path of this same site only (no open redirect). Browsers
 * read "/\evil.example" as "//evil.example", so backslashes and control characters are refused
 * along with "//".
 */
export function safeNextUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
