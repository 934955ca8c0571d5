import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { AUTH_PAGE_PATHS, PAGE_PATHS, TEST_MODE_PAGE_PATHS } from '@shared/routes';
import { AI_TOOL_PAGES } from './ai-tool-pages';
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
 * Pages that are documents of their own, never rendered by the SPA: the prerendered landing page and the
 * sign-in and password pages, which the server renders with their own small script and whose forms it acts on.
 * A link or redirect to one loads it from the server. The loader never settles, so the current page stays until
 * the browser leaves it.
 */
function loadServerDocument({ request }: LoaderFunctionArgs): Promise<never> {
  const target = new URL(request.url);
  // The server answers these paths itself; the SPA was served for one only by a build that cannot render it.
  if (target.pathname === window.location.pathname) {
    throw new Error(`The page ${target.pathname} was not rendered by the server.`);
  }
  window.location.assign(`${target.pathname}${target.search}${target.hash}`);
  return new Promise(() => {});
}

/** Every page of the app, for the browser's router and for rendering on the server alike. */
export const routeTable: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      ...[PAGE_PATHS.home, ...AUTH_PAGE_PATHS].map((path) => ({ path, loader: loadServerDocument })),
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
          // Every AI tool's page, at its registry path (ai-tool-pages.ts).
          ...AI_TOOL_PAGES.map(({ path, load }) => ({ path, ...page(load) })),
          { path: PAGE_PATHS.tiktokAnalytics, ...page(() => import('@/app/routes/tiktok-analytics')) },
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
