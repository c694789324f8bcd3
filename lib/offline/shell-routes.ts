/**
 * The offline app shell (components/offline/offline-app.tsx) renders, from the hoses kept on
 * the device, the pages a technician needs without a network; public/sw.js serves it for these
 * URLs when the network fails. Pure, shared by the shell and its tests.
 */

/** localStorage: the user whose copies the shell reads (set while signed in, cleared at logout). */
export const OFFLINE_USER_KEY = "hose-portal:offline-user";
/** localStorage: tags scanned without a network that no kept hose carries, offered later. */
export const UNKNOWN_TAGS_KEY = "hose-portal:unknown-tags";

export type ShellRoute =
  | { kind: "hoses"; org: string }
  | { kind: "hose"; org: string; hoseId: string }
  | { kind: "inspect"; org: string; hoseId: string }
  | { kind: "tag"; tagId: string }
  | { kind: "other"; org: string | null };

const SEGMENT = "([^/?#]+)";

export function shellRoute(pathname: string): ShellRoute {
  const path = pathname.replace(/\/+$/, "");
  let m = new RegExp(`^/t/${SEGMENT}$`).exec(path);
  if (m) return { kind: "tag", tagId: safeDecode(m[1]!) };
  m = new RegExp(`^/portal/${SEGMENT}/hoses$`).exec(path);
  if (m) return { kind: "hoses", org: m[1]! };
  m = new RegExp(`^/portal/${SEGMENT}/hoses/${SEGMENT}/inspect$`).exec(path);
  if (m) return { kind: "inspect", org: m[1]!, hoseId: m[2]! };
  m = new RegExp(`^/portal/${SEGMENT}/hoses/${SEGMENT}$`).exec(path);
  if (m && m[2] !== "add") return { kind: "hose", org: m[1]!, hoseId: m[2]! };
  m = new RegExp(`^/portal/${SEGMENT}`).exec(path);
  return { kind: "other", org: m && m[1] !== "admin" ? m[1]! : null };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const hosePath = (org: string, hoseId: string) => `/portal/${org}/hoses/${hoseId}`;
export const hoseListPath = (org: string) => `/portal/${org}/hoses`;

/** Notes a tag scanned offline that no kept hose carries (once). */
export function noteUnknownTag(tagId: string): void {
  let tags: string[] = [];
  try {
    tags = JSON.parse(localStorage.getItem(UNKNOWN_TAGS_KEY) ?? "[]") as string[];
  } catch {
    tags = [];
  }
  if (!tags.includes(tagId)) localStorage.setItem(UNKNOWN_TAGS_KEY, JSON.stringify([...tags, tagId].slice(-50)));
}

/** localStorage: whether this user may record inspections for this organisation (known while online). */
const recordKey = (userId: string, org: string) => `hose-portal:can-record:${userId}:${org}`;

export function rememberRecordRight(userId: string, org: string, may: boolean): void {
  if (may) localStorage.setItem(recordKey(userId, org), "1");
  else localStorage.removeItem(recordKey(userId, org));
}

export const canRecordOffline = (userId: string, org: string) => localStorage.getItem(recordKey(userId, org)) === "1";

/** Logout: what the shell knows about the user goes with their copies. */
export function forgetOfflineUser(): void {
  for (const key of Object.keys(localStorage))
    if (key === OFFLINE_USER_KEY || key === UNKNOWN_TAGS_KEY || key.startsWith("hose-portal:can-record:"))
      localStorage.removeItem(key);
}
