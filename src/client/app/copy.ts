/**
 * Words of the app shell: the dashboard frame (sidebar, top bar, user menu, feature search) and the sidebar's
 * upgrade card; the error and not-found pages keep theirs in error-copy.ts and not-found-copy.ts, the sign-in
 * pages' frame in AUTH_COPY. Each word is its own export, read through a namespace import
 * (`import * as SHELL_COPY from …`), so the build writes in only the words a page renders (docs/architecture.md).
 */
import { UPGRADE_OFFER } from '@shared/plan-table';

export const tagline = 'AI creator copilot';
export const sidebarLabel = 'Sidebar';
export const dashboardNavLabel = 'Dashboard';
export const skipToContent = 'Skip to main content';
export const darkTheme = 'Dark theme';
export const userMenu = 'User menu';
export const logOut = 'Log out';
export const profileLink = 'Profile';
export const subscriptionLink = 'Subscription';
export const settingsLink = 'Settings';
export const searchTitle = 'Search features';
export const searchDescription = 'Type to filter the features, then press Enter to open the selected one.';
export const searchGroup = 'Features';
export const searchPlaceholder = 'Search features...';
export const searchEmpty = 'No results found.';
export const upgradeTitle = 'Upgrade Now';
export const upgradeButton = `Upgrade to ${UPGRADE_OFFER.label}`;
export const upgradeBody = `${UPGRADE_OFFER.credits.perPeriod} credits and every ${UPGRADE_OFFER.label} feature for your content.`;
