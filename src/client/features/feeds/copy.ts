/**
 * The news and trends panels' headings and what they say when there is nothing to show. Their fallback notices
 * and errors live in `@shared/messages`.
 */
import * as UI_COPY from '@/components/copy';

export const FEED_COPY = {
  newsTitle: "What's Happening Today",
  newsEmpty: 'No news to show right now.',
  trendsTitle: 'Trending in Content Creation',
  trendsEmpty: 'No trending posts to show right now.',
  newsLoading: 'Loading news...',
  newsStories: 'News stories',
  trendsLoading: 'Loading trends...',
  opensInNewTab: UI_COPY.opensInNewTab,
  authorProfile: '(profile, opens in a new tab)',
  viewPost: 'View post',
  postBy: (author: string) => `by ${author} (opens in a new tab)`,
  retry: 'Retry',
} as const;
