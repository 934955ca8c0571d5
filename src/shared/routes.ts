/**
 * Every page path the browser app serves but the AI tools', which are their registry entries' (ai-tools.ts):
 * every page loads this, and none but the dashboard needs the tools. Which paths are pages at all, the tools'
 * included, is known-pages.ts.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  subscription: '/subscription',
  dashboard: '/dashboard',
  // TikTok Analytics keeps the path that links to it already use; the mismatched name is deliberate.
  tiktokAnalytics: '/dashboard/customer-service-assistance',
  // Links to features the product does not have; both pages say "Feature not found."
  memeContent: '/dashboard/memecontent',
  linkedinPost: '/dashboard/linkedinpost',
  pricing: '/dashboard/pricing',
  profile: '/dashboard/profile',
  manageSubscription: '/dashboard/manage-subscription',
} as const;

/**
 * The sign-in, sign-up and password pages. The server renders them without the app's code and acts on their
 * forms itself, so they work before (or without) any JavaScript; a small script of their own adds checks before
 * sending, the busy state and the show/hide password buttons.
 */
export const AUTH_PAGE_PATHS = [
  PAGE_PATHS.login,
  PAGE_PATHS.signup,
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.resetPassword,
] as const;
export type AuthPagePath = (typeof AUTH_PAGE_PATHS)[number];

export function isAuthPagePath(path: string): path is AuthPagePath {
  return (AUTH_PAGE_PATHS as readonly string[]).includes(path);
}

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

/** Without a trailing slash, so `/dashboard/` and `/dashboard` are one page. */
export function trimmedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Pages a signed-in user has no use for: they go to the dashboard instead. */
export function isSignedOutOnlyPagePath(pathname: string): boolean {
  const path = trimmedPath(pathname);
  return path === PAGE_PATHS.home || path === PAGE_PATHS.login;
}

/** The query parameter of /login that names where to go back to after signing in. */
export const RETURN_TO_PARAM = 'next';

const ANY_ORIGIN = 'http://return-to.invalid';

/**
 * A path of this app to go back to, or null: only a same-origin path is followed, so a crafted link cannot send
 * a user who signs in to another site (`//evil.example`, `/\evil.example` and absolute URLs are refused).
 */
export function returnPathFrom(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ANY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ANY_ORIGIN) return null;
  if (trimmedPath(url.pathname) === PAGE_PATHS.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering the page the visitor asked for. */
export function loginPathReturningTo(path: string): string {
  return `${PAGE_PATHS.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}`;
}
