import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates';

describe('formatLongDate (dates in en-US long format)', () => {
  it('writes month name, day and year', () => {
    expect(formatLongDate('2026-07-04T12:00:00.000Z')).toBe('July 4, 2026');
    expect(formatLongDate(new Date('2026-11-22T12:00:00Z'))).toBe('November 22, 2026');
  });
});

describe('formatDate', () => {
  it('writes the date, or the date and time, in the time zone asked for', () => {
    const lateEvening = '2026-11-25T23:30:00.000Z';
    expect(formatDate(lateEvening, 'date', 'UTC')).toBe('November 25, 2026');
    expect(formatDate(lateEvening, 'date', 'Europe/Berlin')).toBe('November 26, 2026');
    expect(formatDate(lateEvening, 'dateTime', 'UTC')).toMatch(/^November 25, 2026,? (at )?11:30\sPM$/);
    expect(formatDate(lateEvening, 'dateTime', 'Asia/Tokyo')).toMatch(/^November 26, 2026,? (at )?8:30\sAM$/);
  });
});
