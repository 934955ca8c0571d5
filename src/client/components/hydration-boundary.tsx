import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { holdHydration } from '@/lib/use-hydrated';

function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the part around it: a Suspense boundary,
 * so React commits the frame first, then this part in a later task, rather than the whole page's effects in one
 * long task that a phone cannot answer a tap during. React hydrates a part at once when it is tapped first.
 *
 * Nothing inside suspends once the page's code is loaded, so there is no fallback to show: the server's HTML stays
 * on screen until the part is hydrated. Until then the app does not count as hydrated (`useHydrated`).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const release = useRef<() => void>(() => {});
  // Held in a layout effect: before the effects of the part around it, in which useHydrated would otherwise
  // count the app as hydrated.
  useLayoutEffect(() => {
    release.current = holdHydration();
    return () => release.current();
  }, []);
  const onHydrated = useCallback(() => release.current(), []);
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedSignal onHydrated={onHydrated} />
    </Suspense>
  );
}
