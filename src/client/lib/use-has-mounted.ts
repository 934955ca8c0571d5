import { useEffect, useState } from 'react';

/**
 * False while the markup is only prerendered HTML (no event handlers yet), true once React runs in the browser.
 * Controls that need JavaScript stay disabled until then, so a tap is never silently lost.
 */
export function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return hasMounted;
}
