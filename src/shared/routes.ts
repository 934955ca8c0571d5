/**
 * Every page path the browser app serves. The server answers other paths with a real 404 status (the app
 * still renders its "Oops! Page not found" page).
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
  // TikTok Analytics keeps the path that links to it already use; the mismatched name is deliberate.
  tiktokAnalytics: '/dashboard/customer-service-assistance',
  marketIntelligence: '/dashboard/market-intelligence',
  // Links to features the product does not have; both pages say "Feature not found."
  memeContent: '/dashboard/memecontent',
  linkedinPost: '/dashboard/linkedinpost',
  pricing: '/dashboard/pricing',
  profile: '/dashboard/profile',
  manageSubscription: '/dashboard/manage-subscription',
} as const;

/**
 * The checkout and customer portal of test-mode billing (no Stripe keys): pages of this app standing in for
 * Stripe's hosted pages. Kept apart from `PAGE_PATHS` because `:id` is a pattern, not a page to visit.
 */
export const TEST_MODE_PAGE_PATHS = {
  checkout: '/billing/checkout/:id',
  portal: '/billing/portal',
} as const;

export function testCheckoutPath(checkoutId: string): string {
  return TEST_MODE_PAGE_PATHS.checkout.replace(':id', encodeURIComponent(checkoutId));
}

const KNOWN_PATHS = new Set<string>(Object.values(PAGE_PATHS));

/** `:name` segments match exactly one non-empty segment. */
const KNOWN_PATTERNS = Object.values(TEST_MODE_PAGE_PATHS).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(trimmed) || KNOWN_PATTERNS.some((pattern) => pattern.test(trimmed));
}
