import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { loginSchema, type LoginForm } from '@shared/auth';
import { AUTH_COPY, AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { destinationAfterLogin, type FromState } from '@/app/guards';
import { AuthLayout } from '@/app/layout/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useSignIn } from '@/features/auth/api';
import { GoogleButton } from '@/features/auth/components/google-button';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { ApiError } from '@/lib/api';
import { takeLoginNotice } from '@/lib/login-notice';

type LoginState = ({ message?: string; email?: string } & FromState) | null;

/** A notice carried in the URL: email confirmed, a bad confirmation link, or a refused Google sign-in. */
function noticeFromQuery(
  params: URLSearchParams,
): { variant: 'success' | 'destructive'; text: string } | null {
  const error = params.get('error');
  if (params.get('verified')) {
    return error
      ? { variant: 'destructive', text: AUTH_ERRORS.verifyLinkInvalid }
      : { variant: 'success', text: AUTH_COPY.emailVerified };
  }
  if (error === 'signup_disabled') return { variant: 'destructive', text: AUTH_ERRORS.googleSignUpFirst };
  if (error) return { variant: 'destructive', text: AUTH_ERRORS.googleFailed };
  return null;
}

export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  // The landing page, outside the SPA, hands its reason to log in over in sessionStorage; read it once.
  const [handedOver] = useState(takeLoginNotice);
  const carried: LoginState =
    (location.state as LoginState) ??
    (handedOver
      ? { message: handedOver.message, from: { pathname: handedOver.from, search: '', hash: '' } }
      : null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const notice = noticeFromQuery(params);

  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: carried?.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<LoginForm>(async (values) => {
    try {
      const result = await signIn.mutateAsync(loginSchema.parse(values));
      if (result?.twoFactorRedirect) setNeedsSecondFactor(true);
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message || AUTH_ERRORS.loginFailed : AUTH_ERRORS.unexpected;
      form.setError('root', { message });
    }
  });

  if (session.isPending) return <FullPageSpinner />;
  if (session.data) return <Navigate to={destinationAfterLogin(carried)} replace />;

  if (needsSecondFactor) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader>
            <CardTitle>Two-factor authentication</CardTitle>
            <CardDescription>One more step to keep your account safe.</CardDescription>
          </CardHeader>
          <CardContent>
            <TwoFactorStep onCancel={() => setNeedsSecondFactor(false)} />
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Welcome back</CardTitle>
          <CardDescription>{AUTH_COPY.loginIntro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {carried?.message ? <Alert variant="info">{carried.message}</Alert> : null}
          {notice ? <Alert variant={notice.variant}>{notice.text}</Alert> : null}
          {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign in">
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField id="email" label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...form.register('email')}
                />
              </FormField>
              <div className="grid gap-2">
                <FormField id="password" label="Password" error={errors.password?.message}>
                  <PasswordInput autoComplete="current-password" {...form.register('password')} />
                </FormField>
                <Link
                  to={PAGE_PATHS.forgotPassword}
                  className="justify-self-end text-sm text-primary hover:underline"
                >
                  Forgot password?
                </Link>
              </div>
              <Button type="submit" className="w-full">
                {isSubmitting ? 'Signing in...' : 'Sign in'}
              </Button>
            </fieldset>
          </form>
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton disabled={isSubmitting} />
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          <span>
            Don&apos;t have an account?{' '}
            <Link to={PAGE_PATHS.signup} className="font-medium text-primary hover:underline">
              Sign up
            </Link>
          </span>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
