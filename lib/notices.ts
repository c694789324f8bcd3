/**
 * Notices that travel in the `notice` query parameter after a redirect (SPEC 8 local success
 * messages). Only these keys are shown, so a crafted link cannot put arbitrary text on a page.
 */
export const NOTICES = {
  "logged-out": "You have been logged out",
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
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null;
}
