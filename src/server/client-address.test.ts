import { describe, expect, it } from 'vitest';
import { createProxyTrust, normalizeAddress, resolveClientAddress } from './client-address';

describe('createProxyTrust', () => {
  it('matches single addresses, CIDR ranges of both families and the loopback keyword', () => {
    const isTrusted = createProxyTrust(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback']);
    for (const address of ['10.1.2.3', '192.0.2.7', '2001:db8:1::5', '127.0.0.1', '127.9.9.9', '::1']) {
      expect(isTrusted(address), address).toBe(true);
    }
    for (const address of ['11.0.0.1', '192.0.2.8', '2001:db9::1', '::2', 'unknown', '']) {
      expect(isTrusted(address), address).toBe(false);
    }
  });

  it('trusts nothing when given nothing', () => {
    const isTrusted = createProxyTrust([]);
    expect(isTrusted('127.0.0.1')).toBe(false);
    expect(isTrusted('10.0.0.1')).toBe(false);
  });

  it('refuses an entry that is not an address or range', () => {
    expect(() => createProxyTrust(['proxy.example.com'])).toThrow(/proxy\.example\.com/);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 192.0.2.1:4711 ', '192.0.2.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each(['unknown', '', 'example.com', '192.0.2.1:x', '1.2.3'])('finds no address in %o', (raw) => {
    expect(normalizeAddress(raw)).toBeUndefined();
  });
});

describe('resolveClientAddress', () => {
  const isTrusted = createProxyTrust(['10.0.0.0/8', 'loopback']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', isTrusted)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '10.0.0.1', isTrusted)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    // The client forged "1.1.1.1"; the proxy at 10.0.0.2 appended the real peer 198.51.100.1.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.1', isTrusted)).toBe('198.51.100.1');
  });

  it('skips every trusted hop from the right', () => {
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.3, 10.0.0.2', isTrusted)).toBe(
      '198.51.100.1',
    );
  });

  it('uses the peer when a trusted proxy forwards no header, and the leftmost hop when all are trusted', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, isTrusted)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '10.0.0.9, 10.0.0.3', isTrusted)).toBe('10.0.0.9');
  });

  it('stops at the last trusted hop when a hop is not an address', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.1, unknown', isTrusted)).toBe('10.0.0.2');
  });

  it('reads IPv4-mapped peers and ported hops in one form', () => {
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.1:5123', isTrusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, isTrusted)).toBe('203.0.113.9');
  });
});
