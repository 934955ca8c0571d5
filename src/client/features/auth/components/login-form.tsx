import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginSchema } from '@shared/auth';
import { AUTH_ERRORS } from '@shared/messages';
import { AUTH_COPY } from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { CurrentPasswordField } from '@/components/password-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSeparator, FieldSet } from '@/components/ui/field';
import { fieldProps } from '@/lib/form-field';
import { ApiError } from '@/lib/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useSignIn } from '../api';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { TwoFactorStep } from './two-factor-step';

export type LoginNotice = { variant: 'success' | 'destructive'; text: string };

/** A notice carried in the URL: email confirmed, a bad confirmation link, or a refused Google sign-in. */
export function loginNoticeFromQuery(params: URLSearchParams): LoginNotice | null {
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

/**
 * Sign-in with email and password (or Google), then the second factor when the account has one. Back from
 * the second factor, the form still holds what was typed. The session query answers the sign-in: the page
 * leaves once it has a user.
 */
export function LoginForm({
  email = '',
  message,
  notice,
}: {
  /** Filled in when the user comes from sign-up. */
  email?: string;
  /** Why the user was sent here (e.g. "log in to upgrade"). */
  message?: string;
  notice: LoginNotice | null;
}) {
  const signIn = useSignIn();
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<{ email: string; password: string }>(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result?.twoFactorRedirect) setNeedsSecondFactor(true);
    } catch (error) {
      const text =
        error instanceof ApiError ? error.message || AUTH_ERRORS.loginFailed : AUTH_ERRORS.unexpected;
      form.setError('root', { message: text });
    }
  });

  if (needsSecondFactor) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>One more step to keep your account safe.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorStep onCancel={() => setNeedsSecondFactor(false)} />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Welcome back</CardTitle>
        <CardDescription>{AUTH_COPY.loginIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {message ? <Alert variant="info">{message}</Alert> : null}
        {notice ? <Alert variant={notice.variant}>{notice.text}</Alert> : null}
        {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign in">
          <FieldSet disabled={isSubmitting}>
            <EmailField {...fieldProps(form, 'email')} />
            <div className="grid gap-2">
              <CurrentPasswordField id="password" label="Password" {...fieldProps(form, 'password')} />
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
          </FieldSet>
        </form>
        <FieldSeparator>or</FieldSeparator>
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
  );
}
