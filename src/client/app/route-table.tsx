import type { RouteObject } from 'react-router';
import { PAGE_PATHS, TEST_MODE_PAGE_PATHS } from '@shared/routes';
import { RequireAuth } from './guards';
import { RouteError } from './route-error';

/** Pages load lazily so each route ships only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A lazy page for signed-in users: anonymous visitors go to /login and come back (RequireAuth). */
const signedInPage = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Page = await load();
    return {
      Component: () => (
        <RequireAuth>
          <Page />
        </RequireAuth>
      ),
    };
  },
});

/**
 * `/` is the prerendered landing page with its own small script (docs/decisions/006), never rendered by the
 * SPA: a link or redirect to it loads that document. The loader never settles, so the current page stays
 * until the browser leaves it.
 */
function loadLandingDocument(): Promise<never> {
  // The server answers `/` with the landing document and never renders it through this table. The SPA itself was served for `/`: only a build without the prerendered page does that.
  if (window.location.pathname === PAGE_PATHS.home) throw new Error('The landing page was not prerendered.');
  window.location.assign(PAGE_PATHS.home);
  return new Promise(() => {});
}

/** Every page of the app, for the browser's router and for rendering on the server alike. */
export const routeTable: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: PAGE_PATHS.home, loader: loadLandingDocument },
      { path: PAGE_PATHS.login, ...page(() => import('@/app/routes/login')) },
      { path: PAGE_PATHS.signup, ...page(() => import('@/app/routes/signup')) },
      { path: PAGE_PATHS.forgotPassword, ...page(() => import('@/app/routes/forgot-password')) },
      { path: PAGE_PATHS.resetPassword, ...page(() => import('@/app/routes/reset-password')) },
      { path: PAGE_PATHS.subscription, ...page(() => import('@/app/routes/subscription')) },
      // Test-mode checkout and portal: outside the dashboard frame, like the provider's pages, but signed-in only.
      {
        path: TEST_MODE_PAGE_PATHS.checkout,
        ...signedInPage(async () => (await import('@/app/routes/billing-checkout')).default),
      },
      {
        path: TEST_MODE_PAGE_PATHS.portal,
        ...signedInPage(async () => (await import('@/app/routes/billing-portal')).default),
      },
      {
        path: PAGE_PATHS.dashboard,
        // The shell (sidebar, menus, command palette) loads lazily too: public pages need none of it.
        ...signedInPage(async () => (await import('@/app/layout/dashboard-layout')).DashboardLayout),
        children: [
          { index: true, ...page(() => import('@/app/routes/dashboard-home')) },
          { path: PAGE_PATHS.caption, ...page(() => import('@/app/routes/social-media-caption')) },
          { path: PAGE_PATHS.tiktokAnalytics, ...page(() => import('@/app/routes/tiktok-analytics')) },
          { path: PAGE_PATHS.marketIntelligence, ...page(() => import('@/app/routes/market-intelligence')) },
          { path: PAGE_PATHS.memeContent, ...page(() => import('@/app/routes/feature-not-found')) },
          { path: PAGE_PATHS.linkedinPost, ...page(() => import('@/app/routes/feature-not-found')) },
          { path: PAGE_PATHS.pricing, ...page(() => import('@/app/routes/dashboard-pricing')) },
          { path: PAGE_PATHS.profile, ...page(() => import('@/app/routes/profile')) },
          { path: PAGE_PATHS.manageSubscription, ...page(() => import('@/app/routes/manage-subscription')) },
        ],
      },
      { path: '*', ...page(() => import('@/app/routes/not-found')) },
    ],
  },
];
