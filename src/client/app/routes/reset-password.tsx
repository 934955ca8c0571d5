import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { resetPasswordSchema, type ResetPasswordForm } from '@shared/auth';
import { RESET_REDIRECT_DELAY_MS } from '@shared/constants';
import { AUTH_COPY, AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { AuthLayout } from '@/app/layout/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { resetTokenQuery, useResetPassword } from '@/features/auth/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { errorMessage } from '@/lib/api';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout>
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
    </AuthLayout>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PAGE_PATHS.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthLayout>
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
    </AuthLayout>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<ResetPasswordForm>(async (values) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.password });
      onDone();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, AUTH_ERRORS.unexpected) });
    }
  });

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Reset your password</CardTitle>
          <CardDescription>Choose a new password with at least 8 characters.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Set a new password">
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField id="password" label="New password" error={errors.password?.message}>
                <PasswordInput autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormField
                id="confirmPassword"
                label="Confirm new password"
                error={errors.confirmPassword?.message}
              >
                <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
              </FormField>
              <Button type="submit" className="w-full">
                {isSubmitting ? 'Updating password...' : 'Update password'}
              </Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setIsDone] = useState(false);
  const check = useQuery({ ...resetTokenQuery(token), enabled: Boolean(token) && !isDone });

  if (isDone) return <PasswordUpdated />;
  if (!token || params.get('error')) return <InvalidLink message={AUTH_ERRORS.resetLinkInvalid} />;
  if (check.isPending) return <FullPageSpinner />;
  if (!check.data?.valid) return <InvalidLink message={AUTH_ERRORS.resetLinkExpired} />;
  return <ResetForm token={token} onDone={() => setIsDone(true)} />;
}
