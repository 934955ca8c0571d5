import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates';

describe('formatLongDate (dates in en-US long format)', () => {
  it('writes month name, day and year', () => {
    expect(formatLongDate(new Date(2026, 6, 4, 12))).toBe('July 4, 2026');
    expect(formatLongDate(new Date(2026, 10, 22, 12))).toBe('November 22, 2026');
  });
});

describe('formatDate', () => {
  it('writes the date, or the date and time, in UTC when asked', () => {
    const lateEvening = '2026-11-25T23:30:00.000Z';
    expect(formatDate(lateEvening, 'date', 'UTC')).toBe('November 25, 2026');
    expect(formatDate(lateEvening, 'dateTime', 'UTC')).toBe('November 25, 2026 at 11:30 PM');
    expect(formatDate('2026-01-05T00:07:00.000Z', 'dateTime', 'UTC')).toBe('January 5, 2026 at 12:07 AM');
    expect(formatDate('2026-06-30T12:00:00.000Z', 'dateTime', 'UTC')).toBe('June 30, 2026 at 12:00 PM');
  });

  it('writes what Intl writes for en-US, in UTC and in this machine’s zone, around the clock and the year', () => {
    const options = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    const withTime = { ...options, hour: 'numeric', minute: '2-digit' } as const;
    // Every 7 hours and 13 minutes for a year: each hour of the day, each month, both halves of the day.
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += (7 * 60 + 13) * 60_000) {
      for (const timeZone of ['UTC', undefined] as const) {
        const zone = timeZone ? { timeZone } : {};
        expect(formatDate(time, 'date', timeZone)).toBe(
          new Intl.DateTimeFormat('en-US', { ...options, ...zone }).format(time),
        );
        expect(formatDate(time, 'dateTime', timeZone)).toBe(
          new Intl.DateTimeFormat('en-US', { ...withTime, ...zone }).format(time),
        );
      }
    }
  });

  it('refuses a value that is no date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
