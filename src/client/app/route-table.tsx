import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PageRouteHandle } from '@shared/page-bootstrap';
import { AUTH_PAGE_PATHS, PAGE_PATHS, TEST_MODE_PAGE_PATHS } from '@shared/routes';
import { AI_TOOL_PAGES, type PageModule } from './ai-tool-pages';
import { RequireAuth } from './guards';
import { RouteError } from './route-error';

/**
 * The app's pages by file (relative to this folder), each a lazy chunk of its own so a route ships only its own
 * code. The landing page is prerendered into its own document and never loaded here.
 */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './routes/*.tsx',
  '!./routes/landing.tsx',
  './layout/dashboard-layout.tsx',
]);

/**
 * A page's route parts: its lazy loader, and the module's name in the build (`handle`), by which the server lists
 * the page's chunks in its HTML so the browser fetches them with the app rather than after it.
 */
function lazyPage(
  file: string,
  wrap: (Page: React.ComponentType) => React.ComponentType = (Page) => Page,
  load = PAGE_MODULES[file],
): Pick<RouteObject, 'lazy' | 'handle'> {
  if (!load) throw new Error(`No page module ${file}`);
  const handle: PageRouteHandle = { module: `app/${file.replace(/^\.\//, '')}` };
  return { handle, lazy: async () => ({ Component: wrap((await load()).default) }) };
}

const page = (file: string) => lazyPage(file);

/** A page for signed-in users: anonymous visitors go to /login and come back (RequireAuth). */
const signedInPage = (file: string) =>
  lazyPage(
    file,
    (Page) =>
      function SignedInPage() {
        return (
          <RequireAuth>
            <Page />
          </RequireAuth>
        );
      },
  );

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
      { path: PAGE_PATHS.subscription, ...page('./routes/subscription.tsx') },
      // Test-mode checkout and portal: outside the dashboard frame, like the provider's pages, but signed-in only.
      { path: TEST_MODE_PAGE_PATHS.checkout, ...signedInPage('./routes/billing-checkout.tsx') },
      { path: TEST_MODE_PAGE_PATHS.portal, ...signedInPage('./routes/billing-portal.tsx') },
      {
        path: PAGE_PATHS.dashboard,
        // The shell (sidebar, menus, command palette) loads lazily too: public pages need none of it.
        ...signedInPage('./layout/dashboard-layout.tsx'),
        children: [
          { index: true, ...page('./routes/dashboard-home.tsx') },
          // Every AI tool's page, at its registry path (ai-tool-pages.ts).
          ...AI_TOOL_PAGES.map(({ path, file, load }) => ({ path, ...lazyPage(file, undefined, load) })),
          { path: PAGE_PATHS.tiktokAnalytics, ...page('./routes/tiktok-analytics.tsx') },
          { path: PAGE_PATHS.memeContent, ...page('./routes/feature-not-found.tsx') },
          { path: PAGE_PATHS.linkedinPost, ...page('./routes/feature-not-found.tsx') },
          { path: PAGE_PATHS.pricing, ...page('./routes/dashboard-pricing.tsx') },
          { path: PAGE_PATHS.profile, ...page('./routes/profile.tsx') },
          { path: PAGE_PATHS.manageSubscription, ...page('./routes/manage-subscription.tsx') },
        ],
      },
      { path: '*', ...page('./routes/not-found.tsx') },
    ],
  },
];
