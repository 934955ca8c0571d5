import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema } from '@shared/auth';
import { AUTH_ERRORS } from '@shared/messages';
import { AUTH_COPY } from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { fieldProps } from '@/lib/form-field';
import { errorMessage } from '@/lib/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useRequestPasswordReset } from '../api';
import { EmailField } from './email-field';

/** What the user sees once the reset mail is on its way; "try again" goes back to the filled-in form. */
function ResetLinkSent({ onTryAgain }: { onTryAgain: () => void }) {
  return (
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
            onClick={onTryAgain}
          >
            try again
          </button>
          .
        </p>
      </CardContent>
    </Card>
  );
}

/** Asks for a password-reset link by email. */
export function ForgotPasswordForm() {
  const [isSent, setIsSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<{ email: string }>(async (values) => {
    try {
      // The answer is the same whether or not an account exists: nothing leaks about other users.
      await requestReset.mutateAsync(values);
      setIsSent(true);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, AUTH_ERRORS.unexpected) });
    }
  });

  if (isSent) return <ResetLinkSent onTryAgain={() => setIsSent(false)} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Forgot your password?</CardTitle>
        <CardDescription>Enter your email and we will send you a link to reset it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
        <form
          method="post"
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          aria-label="Request password reset"
        >
          <FieldSet disabled={isSubmitting}>
            <EmailField {...fieldProps(form, 'email')} />
            <Button type="submit" className="w-full">
              {isSubmitting ? 'Sending instructions...' : 'Send reset instructions'}
            </Button>
          </FieldSet>
        </form>
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link to={PAGE_PATHS.login} className="font-medium text-primary hover:underline">
          Back to Login
        </Link>
      </CardFooter>
    </Card>
  );
}
