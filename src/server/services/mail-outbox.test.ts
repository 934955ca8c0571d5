import { describe, expect, it } from 'vitest';
import { isPermanentMailError, mailErrorText, retryDelayMs } from './mail-outbox';

describe('mail retry rules', () => {
  it('gives up at once only on a 5xx reply', () => {
    expect(isPermanentMailError(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('rejected'), { responseCode: 554 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('greylisted'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(
      false,
    );
    expect(isPermanentMailError(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanentMailError(undefined)).toBe(false);
  });

  it('records the server reply, else the error code and message', () => {
    const refused = Object.assign(new Error("Can't send mail"), {
      responseCode: 550,
      response: '550 No such user here',
    });
    expect(mailErrorText(refused)).toBe('550 No such user here');
    expect(
      mailErrorText(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })),
    ).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
    expect(mailErrorText(new Error('x'.repeat(5_000)))).toHaveLength(1_000);
  });

  it('doubles the pause after each attempt, up to 30 minutes, drawn from its upper half', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, high))).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(1, low)).toBe(15_000);
    expect(retryDelayMs(30, high)).toBe(30 * 60_000);
    expect(retryDelayMs(30, low)).toBe(15 * 60_000);
  });
});
