import { isIP } from "node:net";

/**
 * The caller's address for rate limits. Next itself only fills in
 * X-Forwarded-For when it is absent (`??=`, base-server.ts), so a client that talks to Next
 * directly chooses that header's whole value: it can never be trusted on its own.
 *
 * TRUSTED_PROXY_HOPS decides which address is real:
 *  - 0 (default): no proxy in front; the TCP peer address is the caller. `npm start` serves
 *    through scripts/serve.ts, which reads the socket and passes it on in CLIENT_IP_HEADER
 *    (always overwritten, so a client cannot send its own).
 *  - N > 0: N reverse proxies of ours are in front, each appending the address it saw; the N-th
 *    address from the right of (X-Forwarded-For entries + the socket peer) is the caller.
 *    Everything left of it was written by the client and is ignored.
 */

/** Internal header set by scripts/serve.ts on every request (never trusted from elsewhere). */
export const CLIENT_IP_HEADER = "x-hp-client-ip";

/** Set on globalThis by scripts/serve.ts: CLIENT_IP_HEADER comes from our own server. */
export const PEER_SERVER_FLAG = Symbol.for("hose-portal.peer-server");

/** Used when no trustworthy address is known: one shared bucket (fails closed, not open). */
export const UNKNOWN_IP = "unknown";

/**
 * @param forwardedFor the X-Forwarded-For header as received (may be null)
 * @param peer the socket address of the TCP peer, when known
 * @param hops TRUSTED_PROXY_HOPS
 */
export function resolveClientIp(forwardedFor: string | null, peer: string | null, hops: number): string {
  if (hops === 0) return peer || UNKNOWN_IP;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = peer ? [...entries, peer] : entries;
  // With a peer, the peer is the nearest proxy (hop 1): skip `hops` from the right.
  // Without one (Next given X-Forwarded-For by our proxy), the last entry is what hop 1 saw.
  const index = peer ? chain.length - 1 - hops : chain.length - hops;
  return chain[index] || UNKNOWN_IP;
}

/**
 * The address as rate limits count it. An IPv6 user is normally given a whole /64 (2^64
 * addresses), so counting each address would give them endless budgets: IPv6 addresses count
 * per /64 ("2001:db8:1:2::/64"). IPv4, IPv4-mapped IPv6 and anything unparsable count as the
 * address itself.
 */
export function addressBucket(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  if (isIP(address) !== 6) return address;
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address.replace(/^::/, "0:"));
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  const [head = "", tail] = address.split("::");
  const parts = (s: string) => (s ? s.split(":") : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (a.b.c.d) is two groups; it never reaches the first four.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes(".") ? "0" : g.replace(/^0+(?=.)/, "")))
    .join(":")}::/64`;
}
