import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathReturningTo } from '@shared/routes';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/**
 * Signed-in only: anonymous visitors go to /login (a page of its own, loaded from the server) and come back here
 * after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageSpinner />;
  if (!session.data) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathReturningTo(asked)} replace />;
  }
  return children;
}
