import {
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  SIGN_IN_LOCKOUT_SECONDS,
  SIGN_IN_MAX_FAILURES,
} from '@shared/constants';
import type { RateLimiter, RateLimitResult, RateLimitSlot } from './rate-limit';

/**
 * The failure slots one password attempt takes: one per email and client address (so one attacker cannot lock the
 * owner out: the owner signs in from another address), and one per email across all addresses (so an attack
 * spread over many addresses is still bounded).
 */
function slotsFor(clientAddress: string, email: string) {
  return {
    client: {
      key: `sign-in-failures:${clientAddress}:${email}`,
      limit: SIGN_IN_MAX_FAILURES,
      windowSeconds: SIGN_IN_LOCKOUT_SECONDS,
    },
    account: {
      key: `sign-in-failures-account:${email}`,
      limit: SIGN_IN_ACCOUNT_MAX_FAILURES,
      windowSeconds: SIGN_IN_LOCKOUT_SECONDS,
    },
  } satisfies Record<string, RateLimitSlot>;
}

export type SignInAttempt =
  (RateLimitResult & { allowed: false }) | { allowed: true; settle(status: number): Promise<void> };

/**
 * Counts an attempt as a failure BEFORE the password is checked, so that simultaneous guesses cannot all pass a
 * check made before any of them failed: at most the limit of passwords is ever checked in a window. Once the answer
 * is known, `settle` keeps the slot for a wrong password (401), and gives it back otherwise: a right password
 * also forgets the failures of this address, as a completed sign-in proves the address is the owner's.
 */
export async function beginSignInAttempt(
  limiter: RateLimiter,
  clientAddress: string,
  email: string,
): Promise<SignInAttempt> {
  const { client, account } = slotsFor(clientAddress, email);
  const gate = await limiter.reserve([client, account]);
  if (!gate.allowed) return { allowed: false, retryAfterSeconds: gate.retryAfterSeconds };
  return {
    allowed: true,
    async settle(status) {
      if (status === 401) return;
      if (status >= 200 && status < 300) await limiter.reset(client.key);
      else await limiter.release(client.key);
      // The account-wide count keeps other addresses' failures: the owner's success does not hand an attacker
      // spread over many addresses a fresh allowance.
      await limiter.release(account.key);
    },
  };
}
