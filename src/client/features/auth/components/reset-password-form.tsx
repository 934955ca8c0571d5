import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { resetPasswordSchema } from '@shared/auth';
import { RESET_REDIRECT_DELAY_MS } from '@shared/constants';
import { AUTH_ERRORS } from '@shared/messages';
import { AUTH_COPY } from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { NewPasswordFields } from '@/components/password-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { fieldProps } from '@/lib/form-field';
import { errorMessage } from '@/lib/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useResetPassword } from '../api';

/** A reset link that is missing, malformed or expired: ask for a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
        <CardTitle>Invalid Reset Link</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild className="w-full">
          <Link to={PAGE_PATHS.forgotPassword}>Request New Reset Link</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={PAGE_PATHS.login}>Back to Login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Done: says so, then goes to the login page by itself after a few seconds. */
export function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PAGE_PATHS.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <CardTitle>{AUTH_COPY.passwordUpdated}</CardTitle>
        <CardDescription role="status">
          Your password has been changed. Redirecting you to the login page in 3 seconds...
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to={PAGE_PATHS.login} replace>
            Go to Login
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A new password for the account of a valid reset link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<{ password: string }>(async (values) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.password });
      onDone();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, AUTH_ERRORS.unexpected) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset your password</CardTitle>
        <CardDescription>Choose a new password with at least 8 characters.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Set a new password">
          <FieldSet disabled={isSubmitting}>
            <NewPasswordFields field={(name) => fieldProps(form, name)} />
            <Button type="submit" className="w-full">
              {isSubmitting ? 'Updating password...' : 'Update password'}
            </Button>
          </FieldSet>
        </form>
      </CardContent>
    </Card>
  );
}
