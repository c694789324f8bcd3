/**
 * Notices that travel in the `notice` query parameter after a redirect (SPEC §8 local success
 * messages). Only these keys are shown, so a crafted link cannot put arbitrary text on a page.
 */
export const NOTICES = {
  "logged-out": "You have been logged out",
  "logged-out-everywhere": "You have been logged out on every device",
  "account-deleted": "Your account has been deleted and you have been logged out",
  validated: "You can now login using your new login credentials",
  permissions: "You do not have the correct permissions to access that page",
  "invalid-request": "Invalid request",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeText(key: string | null | undefined, params?: URLSearchParams): string | null {
  if (key === "org-created") {
    const code = params?.get("code") ?? "";
    return /^[A-Z0-9]{6}$/.test(code) ? `Organisation created, your new account code is ${code}` : null;
  }
  if (key === "tag-fitted") {
    const tag = params?.get("tag") ?? "";
    return /^[A-Z0-9._:-]{1,64}$/.test(tag) ? `Tag ${tag} is now fitted to this hose` : null;
  }
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null;
}

/**
 * `path` with ?notice=key added (other query parameters kept): a notice survives a redirect,
 * e.g. a signed-in visitor sent on from /login after confirming an email change.
 */
export function withNotice(path: string, key: NoticeKey): string {
  const hash = path.indexOf("#");
  const [base, fragment] = hash >= 0 ? [path.slice(0, hash), path.slice(hash)] : [path, ""];
  const q = base.indexOf("?");
  const params = new URLSearchParams(q >= 0 ? base.slice(q + 1) : "");
  params.set("notice", key);
  return `${q >= 0 ? base.slice(0, q) : base}?${params.toString()}${fragment}`;
}

/** A known notice key from a query value, or null. */
export function noticeKey(value: unknown): NoticeKey | null {
  return typeof value === "string" && value in NOTICES ? (value as NoticeKey) : null;
}
