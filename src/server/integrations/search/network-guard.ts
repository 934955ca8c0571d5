import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a page link must never reach from the server (SSRF): this machine, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254), multicast, and reserved or documentation ranges.
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 ranges by BlockList itself.
 */
const nonPublicRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv6');
}

/** True only for a literal IP address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !nonPublicRanges.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {}

/** The host of a URL as a bare IP address when it is one (`[::1]` → `::1`), else undefined. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

/**
 * A DNS lookup for sockets that refuses names resolving to any non-public address. It runs when the socket
 * connects, so the address checked is the address used: a name cannot pass the check and then be re-resolved
 * to an internal address (DNS rebinding). IP literals skip lookups, so callers check those with `ipLiteralOf`.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const first = addresses[0];
    if (!first || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError(`${hostname} resolves to a non-public address`), '', 0);
    }
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};
