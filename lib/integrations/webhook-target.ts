import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

/**
 * Webhook targets must be public addresses: a subscription must not make the server call into
 * its own network (the database, a cloud metadata endpoint, an admin port on loopback). Every
 * address the name resolves to is checked, at creation and again on every delivery (the
 * connection goes to the address that was checked, so a name that changes its answer between
 * the check and the connection gains nothing). WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 lifts this for
 * tests and private networks.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::1", 128],
  // Addresses that carry an IPv4 address inside them and reach it through a translator or a
  // tunnel (NAT64, local NAT64, SIIT, IPv4-compatible, 6to4, Teredo) can reach private IPv4 hosts:
  // refused outright rather than decoded. (IPv4-mapped addresses, ::ffff:a.b.c.d, need no rule:
  // BlockList checks them against the IPv4 ranges.)
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2001::", 32],
  ["2002::", 16],
  ["fec0::", 10],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const PRIVATE_TARGET_MESSAGE = "Webhooks cannot be sent to private or loopback addresses";
export const UNKNOWN_HOST_MESSAGE = "The URL's host cannot be found";

export class TargetRefused extends Error {}

const allowPrivate = () => env().WEBHOOKS_ALLOW_PRIVATE_TARGETS;

/** The host of a URL as an address or a name ("[::1]" -> "::1"). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(new TargetRefused(UNKNOWN_HOST_MESSAGE)) : resolve(addresses),
    ),
  );
}

/** Throws TargetRefused (with the message a person reads) unless every address of the URL's host is allowed. */
export async function assertAllowedTarget(url: URL): Promise<void> {
  const host = bareHost(url);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  if (addresses.length === 0) throw new TargetRefused(UNKNOWN_HOST_MESSAGE);
  if (!allowPrivate() && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new TargetRefused(PRIVATE_TARGET_MESSAGE);
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that resolves the name, refuses it when any of its addresses is
 * private, and hands the connection exactly the addresses it checked.
 */
export function checkedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  resolveAll(hostname).then(
    (addresses) => {
      if (addresses.length === 0) return callback(new TargetRefused(UNKNOWN_HOST_MESSAGE), "");
      if (!allowPrivate() && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(new TargetRefused(PRIVATE_TARGET_MESSAGE), "");
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: Error) => callback(error, ""),
  );
}
