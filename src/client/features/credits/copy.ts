/** The credit history's own words. */
export const CREDITS_COPY = {
  historyTitle: 'Credit history',
} as const;
