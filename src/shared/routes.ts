/**
 * Every page path the browser app serves (spec "Route table"). The server answers other paths with a real
 * 404 status (the app still renders its "Oops! Page not found" page).
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  subscription: '/subscription',
  dashboard: '/dashboard',
  caption: '/dashboard/socialmediacaption',
  tiktokAnalytics: '/dashboard/customer-service-assistance',
  marketIntelligence: '/dashboard/market-intelligence',
  memeContent: '/dashboard/memecontent',
  linkedinPost: '/dashboard/linkedinpost',
  pricing: '/dashboard/pricing',
  profile: '/dashboard/profile',
  manageSubscription: '/dashboard/manage-subscription',
} as const;

const KNOWN_PATHS = new Set<string>(Object.values(PAGE_PATHS));

export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(trimmed);
}
