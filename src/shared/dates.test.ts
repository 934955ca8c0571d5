import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

describe('formatLongDate (dates in en-US long format)', () => {
  it('writes month name, day and year', () => {
    expect(formatLongDate('2026-07-04T12:00:00.000Z')).toBe('July 4, 2026');
    expect(formatLongDate(new Date('2026-11-22T12:00:00Z'))).toBe('November 22, 2026');
  });
});
