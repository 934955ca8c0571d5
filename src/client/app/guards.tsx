import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { PAGE_PATHS } from '@shared/routes';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** Where a visitor was going before being sent to /login, kept in router state. */
export type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Signed-in only: anonymous visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageSpinner />;
  if (!session.data) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={PAGE_PATHS.login} replace state={state} />;
  }
  return children;
}
