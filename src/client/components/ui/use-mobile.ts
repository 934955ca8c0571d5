import { startTransition, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { isAppHydrated } from '@/lib/use-hydrated';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * True below the 768 px mobile breakpoint; follows the window as it is resized. The server renders the wide
 * layout (CSS already hides what narrow screens do not show), and so does hydration; a phone then switches in a
 * transition, which React renders in slices. (A store with a server snapshot would switch in one synchronous
 * render of the whole frame, together with every effect of the page, right at the end of hydration.) What mounts
 * after hydration starts with the window's answer.
 */
export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => isAppHydrated() && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const follow = () => setIsMobile(query.matches);
    startTransition(follow);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return isMobile;
}
