import { describe, expect, it } from 'vitest';
import { dateIn } from './clock';

describe('dateIn', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(dateIn('UTC', instant)).toBe('2026-03-01');
    expect(dateIn('America/New_York', instant)).toBe('2026-02-28');
    expect(dateIn('Asia/Tokyo', instant)).toBe('2026-03-01');
  });

  it('turns the date at the zone’s midnight, to the millisecond', () => {
    // Midnight in Berlin (UTC+1 in winter) is 23:00 UTC the day before.
    expect(dateIn('Europe/Berlin', new Date('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(dateIn('Europe/Berlin', new Date('2026-01-14T23:00:00.000Z'))).toBe('2026-01-15');
    // Back a second, as a clock read again a moment earlier (another request's instant) gives it.
    expect(dateIn('Europe/Berlin', new Date('2026-01-14T22:59:59.000Z'))).toBe('2026-01-14');
  });

  it('answers each zone for itself within one second', () => {
    const instant = new Date('2026-06-30T23:30:00.250Z');
    expect(dateIn('UTC', instant)).toBe('2026-06-30');
    expect(dateIn('Australia/Sydney', instant)).toBe('2026-07-01');
    expect(dateIn('UTC', new Date('2026-06-30T23:30:00.900Z'))).toBe('2026-06-30');
  });

  it('follows the offset across a summer-time change', () => {
    // New York is UTC−4 until 06:00 UTC on 2026-11-01, then UTC−5: 03:30 UTC is 23:30 on Oct 31, 04:30 UTC is
    // 00:30 on Nov 1; on Nov 2, 04:30 UTC is 23:30 on Nov 1.
    expect(dateIn('America/New_York', new Date('2026-11-01T03:30:00Z'))).toBe('2026-10-31');
    expect(dateIn('America/New_York', new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(dateIn('America/New_York', new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
  });

  it('refuses an invalid date as the formatter does', () => {
    expect(() => dateIn('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });
});
