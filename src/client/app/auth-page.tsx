import type { AuthPageState } from '@shared/auth-pages';
import type { AuthPagePath } from '@shared/routes';
import { AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS, RETURN_TO_PARAM, returnPathFrom } from '@shared/routes';
import { AuthLayout } from '@/app/layout/auth-layout';
import { ForgotPasswordForm, ResetLinkSent } from '@/features/auth/components/forgot-password-form';
import { LoginForm, loginNoticeFromQuery } from '@/features/auth/components/login-form';
import {
  InvalidResetLink,
  PasswordUpdated,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';

function LoginPage({
  action,
  params,
  state,
}: {
  action: string;
  params: URLSearchParams;
  state: AuthPageState;
}) {
  const next = state.values.next ?? returnPathFrom(params.get(RETURN_TO_PARAM)) ?? '';
  if (state.step === 'twoFactor') return <TwoFactorStep action={action} next={next} state={state} />;
  return <LoginForm action={action} next={next} notice={loginNoticeFromQuery(params)} state={state} />;
}

function ResetPasswordPage({ action, state }: { action: string; state: AuthPageState }) {
  if (state.step === 'passwordUpdated') return <PasswordUpdated />;
  const link = state.resetToken;
  if (!link?.token) return <InvalidResetLink message={AUTH_ERRORS.resetLinkInvalid} />;
  if (!link.valid) return <InvalidResetLink message={AUTH_ERRORS.resetLinkExpired} />;
  return <ResetPasswordForm action={action} state={state} />;
}

/**
 * The sign-in, sign-up and password pages, rendered by the server only: each form posts to its page's own
 * address (`action`, the query kept), where the server acts on it and answers with the next page or this one again.
 */
export function AuthPage({
  path,
  search,
  state,
}: {
  path: AuthPagePath;
  search: string;
  state: AuthPageState;
}) {
  const action = `${path}${search}`;
  const params = new URLSearchParams(search);
  return (
    <AuthLayout>
      {path === PAGE_PATHS.login ? (
        <LoginPage action={action} params={params} state={state} />
      ) : path === PAGE_PATHS.signup ? (
        <SignupForm action={action} state={state} />
      ) : path === PAGE_PATHS.forgotPassword ? (
        state.step === 'resetSent' ? (
          <ResetLinkSent action={action} email={state.values.email ?? ''} />
        ) : (
          <ForgotPasswordForm action={action} state={state} />
        )
      ) : (
        <ResetPasswordPage action={action} state={state} />
      )}
    </AuthLayout>
  );
}
