import { describe, expect, it } from 'vitest';
import { ipLiteralOf, isPublicAddress } from './network-guard';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('ipLiteralOf', () => {
  it('reads IPv4 (in any of the forms URLs accept) and bracketed IPv6 hosts, and nothing else', () => {
    expect(ipLiteralOf(new URL('http://127.0.0.1:8080/'))).toBe('127.0.0.1');
    expect(ipLiteralOf(new URL('http://2130706433/'))).toBe('127.0.0.1');
    expect(ipLiteralOf(new URL('http://[::1]/'))).toBe('::1');
    expect(ipLiteralOf(new URL('https://example.com/'))).toBeUndefined();
  });
});
