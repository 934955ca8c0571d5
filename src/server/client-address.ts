import { BlockList, isIP } from 'node:net';

/** The word TRUSTED_PROXIES accepts for this machine's own addresses: a proxy on the same host. */
export const LOOPBACK = 'loopback';

type Range = { network: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** One TRUSTED_PROXIES entry as address ranges: an IP address, a CIDR range, or `loopback`; undefined if none. */
function rangesOf(entry: string): Range[] | undefined {
  if (entry.toLowerCase() === LOOPBACK) {
    return [
      { network: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { network: '::1', prefix: 128, family: 'ipv6' },
    ];
  }
  const [network = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(network);
  if (!version || rest.length) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText === undefined) return [{ network, prefix: maxPrefix, family }];
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > maxPrefix) return undefined;
  return [{ network, prefix: Number(prefixText), family }];
}

export function isTrustedProxyEntry(entry: string): boolean {
  return rangesOf(entry) !== undefined;
}

/** Whether an address belongs to one of the trusted proxies (entries checked by `isTrustedProxyEntry`). */
export function createProxyTrust(entries: readonly string[]): (address: string) => boolean {
  const trusted = new BlockList();
  for (const entry of entries) {
    const ranges = rangesOf(entry);
    if (!ranges) throw new Error(`Not an IP address, a CIDR range or "${LOOPBACK}": ${entry}`);
    for (const { network, prefix, family } of ranges) trusted.addSubnet(network, prefix, family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * An address in one form, whoever wrote it: without IPv6 brackets or a port (some proxies add one), an IPv4 address
 * mapped into IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) as plain IPv4, lower case. Undefined
 * when the text is not an IP address.
 */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : undefined;
}

/**
 * The client's address. It is the TCP peer, unless the peer is a trusted proxy: each trusted proxy appends to
 * X-Forwarded-For the address it received the request from, so the header is read from the right, skipping the
 * trusted hops, to the first address that is not a trusted proxy. Everything left of that address was written by
 * the client itself and may be forged, so it is never used. A hop that is not an address stops the walk at the
 * last trusted hop (a misconfigured proxy then counts as one client rather than letting the header choose one).
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  isTrusted: (address: string) => boolean,
): string {
  let client = normalizeAddress(peer) ?? peer;
  if (!forwardedFor || !isTrusted(client)) return client;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  for (const hop of hops) {
    const address = normalizeAddress(hop);
    if (!address) return client;
    client = address;
    if (!isTrusted(address)) return address;
  }
  // Every hop is a trusted address: the request started inside the trusted network, at the leftmost one.
  return client;
}
