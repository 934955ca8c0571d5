import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PAGE_PATHS, RETURN_TO_PARAM, returnPathFrom } from '@shared/routes';
import type { FromState } from '@/app/guards';
import { AuthLayout } from '@/app/layout/auth-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginForm, loginNoticeFromQuery } from '@/features/auth/components/login-form';
import { takeLoginNotice, type LoginNotice } from '@/lib/login-notice';
import { useSession } from '@/lib/session';

/** What a page that sends the user here may carry: why, the email to fill in, and where to go back to. */
type LoginState = ({ message?: string; email?: string } & FromState) | null;

/**
 * Back where the visitor was sent here from — by RequireAuth in the browser (router state) or by the server's
 * redirect (`?next=`) — if it is a path of this app, else the dashboard. Here rather than beside RequireAuth,
 * which every page loads with the router.
 */
function destinationAfterLogin(state: LoginState, params: URLSearchParams): string {
  const from = state?.from;
  const fromState = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  return returnPathFrom(fromState) ?? returnPathFrom(params.get(RETURN_TO_PARAM)) ?? PAGE_PATHS.dashboard;
}

export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  // The landing page, outside the SPA, hands its reason to log in over in sessionStorage; read once, after
  // hydration, since the server that rendered this page cannot see it.
  const [handedOver, setHandedOver] = useState<LoginNotice | null>(null);
  useEffect(() => {
    const notice = takeLoginNotice();
    if (notice) setHandedOver(notice);
  }, []);
  const carried: LoginState =
    (location.state as LoginState) ??
    (handedOver
      ? { message: handedOver.message, from: { pathname: handedOver.from, search: '', hash: '' } }
      : null);

  if (session.isPending) return <FullPageSpinner />;
  if (session.data) return <Navigate to={destinationAfterLogin(carried, params)} replace />;
  return (
    <AuthLayout>
      <LoginForm email={carried?.email} message={carried?.message} notice={loginNoticeFromQuery(params)} />
    </AuthLayout>
  );
}
