import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPasswordForm } from '@shared/auth';
import { AUTH_COPY, AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { AuthLayout } from '@/app/layout/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '@/features/auth/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { errorMessage } from '@/lib/api';

export default function ForgotPasswordPage() {
  const [isSent, setIsSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<ForgotPasswordForm>(async (values) => {
    try {
      // The answer is the same whether or not an account exists: nothing leaks about other users.
      await requestReset.mutateAsync(forgotPasswordSchema.parse(values));
      setIsSent(true);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, AUTH_ERRORS.unexpected) });
    }
  });

  if (isSent) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader className="items-center text-center">
            <MailCheck aria-hidden="true" className="size-10 text-primary" />
            <CardTitle>{AUTH_COPY.resetSentTitle}</CardTitle>
            <CardDescription>{AUTH_COPY.resetSentBody}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 text-center">
            <Button asChild className="w-full">
              <Link to={PAGE_PATHS.login}>Back to Login</Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              {AUTH_COPY.resetSpamHint}{' '}
              <button
                type="button"
                className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => setIsSent(false)}
              >
                try again
              </button>
              .
            </p>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Forgot your password?</CardTitle>
          <CardDescription>Enter your email and we will send you a link to reset it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Request password reset">
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField id="email" label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...form.register('email')}
                />
              </FormField>
              <Button type="submit" className="w-full">
                {isSubmitting ? 'Sending instructions...' : 'Send reset instructions'}
              </Button>
            </fieldset>
          </form>
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link to={PAGE_PATHS.login} className="font-medium text-primary hover:underline">
            Back to Login
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
