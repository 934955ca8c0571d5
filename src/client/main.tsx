import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
} from 'react-router';
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@shared/page-bootstrap';
import { AppRoot } from '@/app/app-root';
import { seedQueryCache } from '@/app/page-data';
import { prefetchPagesOnIntent } from '@/app/prefetch-pages';
import { routeTable } from '@/app/route-table';
import { createQueryClient } from '@/lib/query-client';
import './styles.css';

const queryClient = createQueryClient();

/**
 * Ends the current task and resumes in a new one: start-up runs in steps with the browser free between them (to
 * paint, to take a tap), so none holds the main thread long on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The data the server rendered the page with, or null when it sent an empty shell (the dev server). */
function readPageBootstrap(): PageBootstrap | null {
  const element = document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageBootstrap) : null;
}

/**
 * Render only once the router has loaded the current page's code: hydration needs the same tree the server
 * rendered, and an empty shell is then replaced in one step by the page, never by a blank screen.
 */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const bootstrap = readPageBootstrap();
if (bootstrap) seedQueryCache(queryClient, bootstrap);
await nextTask();
// What `createBrowserRouter` does, in two tasks: building the router (its routes, the history) and starting it
// (matching the URL, loading the page's lazy modules) each take a slow phone tens of milliseconds.
const router = createRouter({
  history: createBrowserHistory(),
  routes: routeTable,
  mapRouteProperties,
  hydrationRouteProperties,
});
await nextTask();
router.initialize();
await routerReady(router);
await nextTask();

const container = document.getElementById('root')!;
const app = (
  <AppRoot queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);
if (bootstrap && container.hasChildNodes()) {
  // The page is already on screen: hydrating it as a transition lets React yield to the browser every few
  // milliseconds instead of holding the main thread in one long task, and puts a click that comes meanwhile first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
prefetchPagesOnIntent(routeTable);
