import { startTransition, useEffect, useState } from 'react';

/** Whether the app has hydrated the server's page: from then on, what mounts is drawn by the app at once. */
let appIsHydrated = false;

/**
 * False while the page is the server's HTML (on the server, and during hydration), true once React runs it.
 * Controls that need the app's code to work (buttons) wait for true: pressed earlier, nothing would happen, or
 * the browser would submit a form itself.
 *
 * The switch to true is a transition: every button and moment of the page draws again then, and as a transition
 * React does it in slices that leave the main thread free for a tap, not in one long task. Components mounted
 * after hydration (the next page) start at true.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(appIsHydrated);
  useEffect(() => {
    if (isHydrated) return;
    appIsHydrated = true;
    startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
