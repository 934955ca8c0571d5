/**
 * The news and trends panels' headings and what they say when there is nothing to show. Their fallback notices
 * and errors live in `@shared/messages`.
 */
export const FEED_COPY = {
  newsTitle: "What's Happening Today",
  newsEmpty: 'No news to show right now.',
  trendsTitle: 'Trending in Content Creation',
  trendsEmpty: 'No trending posts to show right now.',
} as const;
