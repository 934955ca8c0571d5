import { Link } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { AuthPageState } from '@shared/auth-pages';
import { RESET_REDIRECT_DELAY_MS } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { NewPasswordFields } from '@/components/password-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { FORM_MARKERS } from '@/lib/form-markers';
import { AUTH_COPY } from '../copy';
import { AuthCard, AuthForm, FormAlert, busyLabel } from './auth-form';
import { fieldState } from './field-state';

/** A reset link that is missing, malformed or expired: ask for a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
        <CardTitle>{AUTH_COPY.invalidLinkTitle}</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild className="w-full">
          <Link to={PAGE_PATHS.forgotPassword}>{AUTH_COPY.requestNewLink}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={PAGE_PATHS.login}>{AUTH_COPY.backToLogin}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Done: says so, then the page's script follows "Go to Login" by itself after a few seconds. */
export function PasswordUpdated() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <CardTitle>{AUTH_COPY.passwordUpdated}</CardTitle>
        <CardDescription role="status">{AUTH_COPY.passwordUpdatedBody}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link
            to={PAGE_PATHS.login}
            replace
            {...{ [FORM_MARKERS.followAfter]: String(RESET_REDIRECT_DELAY_MS) }}
          >
            {AUTH_COPY.goToLogin}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A new password for the account of a valid reset link (the link's token is in the form's address). */
export function ResetPasswordForm({ action, state }: { action: string; state: AuthPageState }) {
  return (
    <AuthCard title={AUTH_COPY.resetTitle} intro={AUTH_COPY.resetIntro}>
      <FormAlert message={state.message ?? undefined} />
      <AuthForm action={action} checkedBy="resetPassword" aria-label={AUTH_COPY.resetFormLabel}>
        <FieldSet>
          <NewPasswordFields
            labels={{ password: AUTH_COPY.newPassword, confirmPassword: AUTH_COPY.confirmNewPassword }}
            field={(name) => fieldState(state, name)}
          />
          <Button type="submit" className="w-full" {...busyLabel(AUTH_COPY.updatingPassword)}>
            {AUTH_COPY.updatePassword}
          </Button>
        </FieldSet>
      </AuthForm>
    </AuthCard>
  );
}
