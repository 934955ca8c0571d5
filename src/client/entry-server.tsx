import { renderToReadableStream, renderToString } from 'react-dom/server';
import { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { AuthPageState } from '@shared/auth-pages';
import { PAGE_PATHS, type AuthPagePath } from '@shared/routes';
import type { PageBootstrap, PageRouteHandle, RenderedPage } from '@shared/page-bootstrap';
import { AppRoot } from '@/app/app-root';
import { AuthPage } from '@/app/auth-page';
import { PublicPricingPage } from '@/app/public-pricing-page';
import { seedQueryCache } from '@/app/page-data';
import { routeTable } from '@/app/route-table';
import { NativeFormsContext } from '@/lib/native-forms';
import { createQueryClient } from '@/lib/query-client';

export { renderLandingDocument } from './prerender';
// The landing page's loader (scripts/prerender.mjs) and the server's are one.
export { afterPaintLoader } from '@shared/after-paint-loader';

const handler = createStaticHandler(routeTable);

/** Renders the whole tree, lazy parts included, to one string. */
async function renderToMarkup(element: React.ReactElement): Promise<string> {
  let renderError: unknown;
  const stream = await renderToReadableStream(element, {
    // Every Suspense boundary's content in place, however large: React would otherwise send a big one after the
    // rest with an inline script to move it in, which the CSP refuses, and the page would show without it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      renderError ??= error;
    },
  });
  await stream.allReady;
  if (renderError) throw renderError;
  return new Response(stream).text();
}

/**
 * The page at `request`'s URL, rendered with the data the server read for it (`data`), exactly as the browser's
 * first render will draw it: the same routes, the same query cache contents.
 */
export async function renderPage(request: Request, data: PageBootstrap): Promise<RenderedPage> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToMarkup(
    <AppRoot queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  queryClient.clear();
  const modules = context.matches.flatMap(
    ({ route }) => (route.handle as PageRouteHandle | undefined)?.module ?? [],
  );
  return { kind: 'page', markup, modules };
}

/**
 * A sign-in or password page at `url`, as the server sends it: markup only, never hydrated (the page's own small
 * script enhances it), its forms posting to the server.
 */
export function renderAuthPage(url: string, state: AuthPageState): string {
  const { pathname, search } = new URL(url);
  return renderToString(
    <NativeFormsContext value={true}>
      <StaticRouter location={`${pathname}${search}`}>
        <AuthPage path={pathname as AuthPagePath} search={search} state={state} />
      </StaticRouter>
    </NativeFormsContext>,
  );
}

/**
 * The public /subscription page as an anonymous visitor gets it: markup only, never hydrated (its own small script
 * enhances it). `isBillingOff` keeps the upgrade button off on a server without billing.
 */
export function renderPublicPricingPage({ isBillingOff }: { isBillingOff: boolean }): string {
  return renderToString(
    <NativeFormsContext value={true}>
      <StaticRouter location={PAGE_PATHS.subscription}>
        <PublicPricingPage isBillingOff={isBillingOff} />
      </StaticRouter>
    </NativeFormsContext>,
  );
}
