import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PAGE_PATHS } from '@shared/routes';
import type { FromState } from '@/app/guards';
import { AuthLayout } from '@/app/layout/auth-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginForm, loginNoticeFromQuery } from '@/features/auth/components/login-form';
import { takeLoginNotice } from '@/lib/login-notice';
import { useSession } from '@/lib/session';

/** What a page that sends the user here may carry: why, the email to fill in, and where to go back to. */
type LoginState = ({ message?: string; email?: string } & FromState) | null;

/**
 * Back where RequireAuth found the visitor: a path of this app only, else the dashboard. Here rather than beside
 * RequireAuth, which every page loads with the router.
 */
function destinationAfterLogin(state: LoginState): string {
  const from = state?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//'))
    return PAGE_PATHS.dashboard;
  if (from.pathname === PAGE_PATHS.login) return PAGE_PATHS.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  // The landing page, outside the SPA, hands its reason to log in over in sessionStorage; read it once.
  const [handedOver] = useState(takeLoginNotice);
  const carried: LoginState =
    (location.state as LoginState) ??
    (handedOver
      ? { message: handedOver.message, from: { pathname: handedOver.from, search: '', hash: '' } }
      : null);

  if (session.isPending) return <FullPageSpinner />;
  if (session.data) return <Navigate to={destinationAfterLogin(carried)} replace />;
  return (
    <AuthLayout>
      <LoginForm email={carried?.email} message={carried?.message} notice={loginNoticeFromQuery(params)} />
    </AuthLayout>
  );
}
