import { describe, expect, it } from 'vitest';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX, formatEngagement, timeLabel, truncate } from './feeds';

describe('truncate (news title cut to 80 characters, summary to 120)', () => {
  it('keeps text that fits, tidying its whitespace', () => {
    expect(truncate('Short title', NEWS_TITLE_MAX)).toBe('Short title');
    expect(truncate('  Spaced \n  out  ', 20)).toBe('Spaced out');
    const exact = 'x'.repeat(NEWS_TITLE_MAX);
    expect(truncate(exact, NEWS_TITLE_MAX)).toBe(exact);
  });

  it('cuts long text at a word break, the ellipsis included in the limit', () => {
    const title =
      'Short-form video keeps growing as creators move their audiences to platforms that pay for original work';
    const result = truncate(title, NEWS_TITLE_MAX);
    expect(result).toBe('Short-form video keeps growing as creators move their audiences to platforms…');
    expect(result.length).toBeLessThanOrEqual(NEWS_TITLE_MAX);
  });

  it('keeps a word that ends exactly at the cut', () => {
    expect(truncate('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncate('Creators win, brands follow, and platforms pay', 15)).toBe('Creators win…');
  });

  it('cuts inside a word when the only word break would waste most of the room', () => {
    const summary = `Tip: ${'a'.repeat(200)}`;
    const result = truncate(summary, NEWS_SUMMARY_MAX);
    expect(result).toHaveLength(NEWS_SUMMARY_MAX);
    expect(result.endsWith('a…')).toBe(true);
  });

  it('never exceeds tiny limits', () => {
    expect(truncate('abcdef', 1)).toBe('…');
    expect(truncate('abcdef', 0)).toBe('');
  });
});

describe('timeLabel ("Just now", then "Nh ago" under 24h, "Nd ago" under 7 days, then a date)', () => {
  const now = new Date('2026-11-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'Just now'],
    [59 * minute, 'Just now'],
    [hour, '1h ago'],
    [5 * hour + 30 * minute, '5h ago'],
    [23 * hour + 59 * minute, '23h ago'],
    [day, '1d ago'],
    [6 * day + 23 * hour, '6d ago'],
  ])('%i ms ago → %s', (age, expected) => {
    expect(timeLabel(ago(age), now)).toBe(expected);
  });

  it('shows the en-US long date from 7 days on', () => {
    // Noon UTC: the same calendar day in every time zone the tests may run in.
    expect(timeLabel(new Date('2026-11-03T12:00:00Z'), now)).toBe('November 3, 2026');
    expect(timeLabel('2025-01-15T12:00:00Z', now)).toBe('January 15, 2025');
  });

  it('treats a date in the future as just now and an unreadable one as no label', () => {
    expect(timeLabel(new Date(now.getTime() + hour), now)).toBe('Just now');
    expect(timeLabel('not a date', now)).toBe('');
  });
});

describe('formatEngagement (text such as "2.4K likes")', () => {
  it.each([
    [2400, '2.4K likes'],
    [2449, '2.4K likes'],
    [12_000, '12K likes'],
    [1_500_000, '1.5M likes'],
    [999, '999 likes'],
    [1, '1 like'],
    [0, '0 likes'],
    [-3, '0 likes'],
  ])('%i → %s', (likes, expected) => {
    expect(formatEngagement(likes)).toBe(expected);
  });
});
