/** The news and trends panels' headings. Their fallback notices and errors live in `@shared/messages`. */
export const FEED_COPY = {
  newsTitle: "What's Happening Today",
  trendsTitle: 'Trending in Content Creation',
} as const;
