import { startTransition, useEffect, useState } from 'react';

/** Whether the app has hydrated the whole of the server's page: from then on, what mounts is drawn by the app at once. */
let appIsHydrated = false;
/** Parts of the page that hydrate after the rest (`HydrationBoundary`) and have not yet. */
let laterPartsPending = 0;

/** True once every part of the server's page is hydrated (never on the server). */
export function isAppHydrated(): boolean {
  return appIsHydrated;
}

/**
 * False while the page is the server's HTML (on the server, and during hydration), true once React runs it.
 * Controls that need the app's code to work (buttons) wait for true: pressed earlier, nothing would happen, or
 * the browser would submit a form itself.
 *
 * The switch to true is a transition: every button and moment of the page draws again then, and as a transition
 * React does it in slices that leave the main thread free for a tap, not in one long task. Components mounted
 * after hydration (the next page) start at true. A part of the page that hydrates later than the rest must start
 * at false too, or its first render would differ from the server's HTML: the app counts as hydrated only once
 * every such part has.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(appIsHydrated);
  useEffect(() => {
    if (isHydrated) return;
    if (laterPartsPending === 0) appIsHydrated = true;
    startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}

/**
 * Marks a part of the page that React hydrates after the rest: until the returned function is called (once the
 * part is hydrated, or gone), components mounting elsewhere still start as the server drew them.
 */
export function holdHydration(): () => void {
  laterPartsPending += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    laterPartsPending -= 1;
    if (laterPartsPending === 0) appIsHydrated = true;
  };
}
