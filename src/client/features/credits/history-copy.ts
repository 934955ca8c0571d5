/**
 * The credit history's own words. Apart from CREDITS_COPY, which the sidebar's credits widget loads on every
 * dashboard page, so only the page with the history loads these.
 * Each word is its own export, read through a namespace import (`import * as CREDIT_HISTORY_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Credit history';
export const table = 'Credit history table';
export const intro = 'Every change to your credits, newest first.';
export const loading = 'Loading credit history...';
export const unavailable = 'Credit history is not available right now.';
export const empty = 'No credit activity yet.';
export const columns = {
  date: 'Date',
  change: 'Change',
  bucket: 'Bucket',
  reason: 'Reason',
  feature: 'Feature',
} as const;
export const noFeature = 'None';
export const reasons = {
  grant: 'Grant',
  spend: 'Spend',
  refund: 'Refund',
  daily_reset: 'Daily reset',
} as const;
export const buckets = { daily: 'Daily free', paid: 'Paid' } as const;
