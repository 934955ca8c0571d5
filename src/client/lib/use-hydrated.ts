import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and during hydration), true once React runs it.
 * Controls that need the app's code to work (buttons) wait for true: pressed earlier, nothing would happen, or
 * the browser would submit a form itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
