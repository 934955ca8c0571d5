import { UPGRADE_OFFER } from '@shared/plan-table';

/** The credits widget's and the credit history's own words. */
export const CREDITS_COPY = {
  title: 'Credits',
  paidLabel: 'credits left',
  dailyLabel: (left: number, of: number) => `Daily free: ${left} of ${of} left`,
  upgradePrompt: `You're out of free credits. Upgrade to ${UPGRADE_OFFER.label} for ${UPGRADE_OFFER.credits.perPeriod} credits!`,
  proLowNote: 'Running low on credits. Your daily free credits return at midnight.',
  loading: 'Loading credits...',
  upgradeLink: 'Get more credits',
  plansLink: 'View plans',
  historyTitle: 'Credit history',
  historyTable: 'Credit history table',
  historyIntro: 'Every change to your credits, newest first.',
  historyLoading: 'Loading credit history...',
  historyUnavailable: 'Credit history is not available right now.',
  historyEmpty: 'No credit activity yet.',
  columns: { date: 'Date', change: 'Change', bucket: 'Bucket', reason: 'Reason', feature: 'Feature' },
  noFeature: 'None',
  reasons: { grant: 'Grant', spend: 'Spend', refund: 'Refund', daily_reset: 'Daily reset' },
  buckets: { daily: 'Daily free', paid: 'Paid' },
} as const;
