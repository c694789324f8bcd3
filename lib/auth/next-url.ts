/**
 * The nextUrl a login may follow: a path of this same site only (no open redirect). Browsers
 * read "/\evil.example" as "//evil.example", so backslashes and control characters are refused
 * along with "//"; so are /api/ paths.
 */
export function safeNextUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // Pages only: after login the browser would call an API route same-origin, e.g. a
  // state-changing GET such as /api/v1/users/{id}/impersonate. Dot segments and encodings too.
  const path = decodeSafely(value.split(/[?#]/)[0]!).toLowerCase().replace(/\/+/g, "/");
  if (path.includes("/.") || /^\/api(?:\/|$)/.test(path)) return null;
  return value;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
