import { matchRoutes, type RouteObject } from 'react-router';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a page's code when a link to it is pointed at, focused or touched: a lazy page's import does not
 * preload the chunks it needs, so they are fetched in the moment between pointing and clicking rather than after
 * the click. Each page once; a failed load (offline) is tried again at the next pointing.
 */
export function prefetchPagesOnIntent(routes: RouteObject[]): void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (started.has(pathname)) return;
    started.add(pathname);
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      Promise.resolve(route.lazy()).catch(() => started.delete(pathname));
    }
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
}
