import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { AUTH_INTENT_FIELD, AUTH_INTENTS, type AuthPageState } from '@shared/auth-pages';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { AUTH_COPY } from '../copy';
import { AuthCard, AuthForm, FormAlert, busyLabel } from './auth-form';
import { EmailField } from './email-field';
import { fieldState } from './field-state';

/**
 * What the user sees once the reset mail is on its way. "try again" goes back to the form with the email filled
 * in: a post that sends nothing, so the address never travels in a link.
 */
export function ResetLinkSent({ action, email }: { action: string; email: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <CardTitle>{AUTH_COPY.resetSentTitle}</CardTitle>
        <CardDescription>{AUTH_COPY.resetSentBody}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-center">
        <Button asChild className="w-full">
          <Link to={PAGE_PATHS.login}>{AUTH_COPY.backToLogin}</Link>
        </Button>
        <form method="post" action={action}>
          <input type="hidden" name="email" value={email} />
          <p className="text-sm text-muted-foreground">
            {AUTH_COPY.resetSpamHint}{' '}
            <button
              type="submit"
              name={AUTH_INTENT_FIELD}
              value={AUTH_INTENTS.editAgain}
              className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
            >
              {AUTH_COPY.tryAgain}
            </button>
            .
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

/** Asks for a password-reset link by email. */
export function ForgotPasswordForm({ action, state }: { action: string; state: AuthPageState }) {
  return (
    <AuthCard
      title={AUTH_COPY.forgotTitle}
      intro={AUTH_COPY.forgotIntro}
      footer={
        <CardFooter className="justify-center text-sm">
          <Link to={PAGE_PATHS.login} className="font-medium text-primary hover:underline">
            {AUTH_COPY.backToLogin}
          </Link>
        </CardFooter>
      }
    >
      <FormAlert message={state.message ?? undefined} />
      <AuthForm action={action} checkedBy="forgotPassword" aria-label={AUTH_COPY.forgotFormLabel}>
        <FieldSet>
          <EmailField {...fieldState(state, 'email')} />
          <Button type="submit" className="w-full" {...busyLabel(AUTH_COPY.sendingReset)}>
            {AUTH_COPY.sendReset}
          </Button>
        </FieldSet>
      </AuthForm>
    </AuthCard>
  );
}
