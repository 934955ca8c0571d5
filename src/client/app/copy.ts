/**
 * Words of the app shell: the dashboard frame (sidebar, top bar, user menu, feature search), the sign-in pages'
 * frame, the error and not-found pages and the sidebar's upgrade card.
 */
import { UPGRADE_OFFER } from '@shared/plan-table';

export const SHELL_COPY = {
  tagline: 'AI creator copilot',
  sidebarLabel: 'Sidebar',
  dashboardNavLabel: 'Dashboard',
  skipToContent: 'Skip to main content',
  darkTheme: 'Dark theme',
  userMenu: 'User menu',
  logOut: 'Log out',
  profileLink: 'Profile',
  subscriptionLink: 'Subscription',
  settingsLink: 'Settings',
  backToHome: 'Back to Home',
  notFoundTitle: 'Oops! Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  returnHome: 'Return to Home',
  errorTitle: 'Something went wrong',
  errorBody: 'Please reload the page. If it happens again, try again in a moment.',
  reload: 'Reload',
  goHome: 'Go home',
  featureNotFound: 'Feature not found.',
  searchTitle: 'Search features',
  searchDescription: 'Type to filter the features, then press Enter to open the selected one.',
  searchGroup: 'Features',
  searchPlaceholder: 'Search features...',
  searchEmpty: 'No results found.',
  upgradeTitle: 'Upgrade Now',
  upgradeButton: `Upgrade to ${UPGRADE_OFFER.label}`,
  upgradeBody: `${UPGRADE_OFFER.credits.perPeriod} credits and every ${UPGRADE_OFFER.label} feature for your content.`,
} as const;
