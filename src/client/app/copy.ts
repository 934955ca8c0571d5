/** Words of the app shell: the not-found pages, the feature search and the sidebar's upgrade card. */
import { UPGRADE_OFFER } from '@shared/plan-table';

export const SHELL_COPY = {
  notFoundTitle: 'Oops! Page not found',
  featureNotFound: 'Feature not found.',
  searchPlaceholder: 'Search features...',
  searchEmpty: 'No results found.',
  upgradeTitle: 'Upgrade Now',
  upgradeButton: `Upgrade to ${UPGRADE_OFFER.label}`,
  upgradeBody: `${UPGRADE_OFFER.credits.perPeriod} credits and every ${UPGRADE_OFFER.label} feature for your content.`,
} as const;
