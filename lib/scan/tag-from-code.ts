/**
 * What a scanned code says, for the in-app scanner: a hose tag's QR code holds the portal's
 * `/t/{tagId}` link (see the label sheets), and some tags carry the bare tag id. Pure, so the
 * scanner and its tests share it; no network, so it works offline.
 *
 * A link is accepted from any host: labels carry the client's primary URL, which need not be the
 * host the portal is used on, and only the tag id is taken from it (the portal never navigates to
 * the scanned host). Everything else (a web page, a Wi-Fi code, text) is not a tag.
 */
const TAG_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export type ScanResult = { kind: "tag"; tagId: string } | { kind: "other" };

export function tagFromCode(raw: string): ScanResult {
  const text = raw.trim();
  if (TAG_ID.test(text) && !/^https?:/i.test(text)) return { kind: "tag", tagId: text.toUpperCase() };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "other" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "other" };
  const match = /^\/t\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return { kind: "other" };
  let tagId: string;
  try {
    tagId = decodeURIComponent(match[1]!);
  } catch {
    return { kind: "other" };
  }
  return TAG_ID.test(tagId) ? { kind: "tag", tagId: tagId.toUpperCase() } : { kind: "other" };
}
