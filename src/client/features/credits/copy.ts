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
} as const;
