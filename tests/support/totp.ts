import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(input: string): Buffer {
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * An RFC 6238 code for the secret in an otpauth:// URI, `stepOffset` periods from now — written
 * independently of the server's library, as an authenticator app would compute it.
 */
export function totpCode(otpauthUri: string, stepOffset = 0, now = Date.now()): string {
  const url = new URL(otpauthUri);
  const key = base32Decode(url.searchParams.get('secret') ?? '');
  const period = Number(url.searchParams.get('period') ?? 30);
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / period) + stepOffset));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return value.toString().padStart(digits, '0');
}

/** A six-digit code that is valid in none of the accepted time steps. */
export function wrongTotpCode(otpauthUri: string): string {
  const valid = new Set([-1, 0, 1, 2].map((step) => totpCode(otpauthUri, step)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
