/** The dashboard's news (5 items) and trending tweets (10): their shapes, cut lengths and time labels. */
import { formatLongDate } from './dates';

export type NewsItem = {
  id: string;
  title: string;
  summary: string;
  url: string;
  /** ISO 8601 timestamp. */
  publishedAt: string;
  source: string;
};

export type TrendingPost = {
  id: string;
  /** '@handle' */
  author: string;
  authorUrl: string;
  content: string;
  /** Display text such as '2.4K likes'. */
  engagement: string;
  url: string;
  /** ISO 8601 timestamp, when the source tells it. */
  postedAt?: string;
};

/** `isFallback`: the bundled sample items are shown because live data is not configured or unavailable. */
export type NewsResponse = { items: NewsItem[]; isFallback: boolean };
export type TrendsResponse = { items: TrendingPost[]; isFallback: boolean };

export const NEWS_ITEMS_SHOWN = 5;
export const NEWS_TITLE_MAX = 80;
export const NEWS_SUMMARY_MAX = 120;
export const TRENDS_SHOWN = 10;
export const FEED_CACHE_HOURS = 24;

const ELLIPSIS = '…';
/** A word break is used only when it keeps at least this share of the allowed length; else cut mid-word. */
const MIN_WORD_CUT_SHARE = 0.6;

/** Shortens `text` to at most `max` characters, the ellipsis included, at a word break where reasonable. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  const room = max - ELLIPSIS.length;
  const cut = clean.slice(0, room);
  // A cut that lands exactly before a space already ends on a whole word.
  const endsOnWord = clean[room] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const head = endsOnWord || lastSpace < room * MIN_WORD_CUT_SHARE ? cut : cut.slice(0, lastSpace);
  return `${head.replace(/[\s.,;:!?\-–—]+$/, '')}${ELLIPSIS}`;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 'Just now' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, then the en-US long date. */
export function timeLabel(date: Date | string, now: Date = new Date()): string {
  const when = typeof date === 'string' ? new Date(date) : date;
  const age = now.getTime() - when.getTime();
  if (Number.isNaN(age)) return '';
  if (age < HOUR_MS) return 'Just now';
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * DAY_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return formatLongDate(when);
}

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A like count as a short text: '2.4K likes', '1 like'. */
export function formatEngagement(likes: number): string {
  const count = Math.max(0, Math.floor(likes));
  return `${compactNumber.format(count)} ${count === 1 ? 'like' : 'likes'}`;
}
