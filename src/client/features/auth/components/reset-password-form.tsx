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
import { AuthForm, FormAlert, busyLabel } from './auth-form';
import { fieldState } from './field-state';

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

/** Done: says so, then the page's script follows "Go to Login" by itself after a few seconds. */
export function PasswordUpdated() {
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
          <Link
            to={PAGE_PATHS.login}
            replace
            {...{ [FORM_MARKERS.followAfter]: String(RESET_REDIRECT_DELAY_MS) }}
          >
            Go to Login
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A new password for the account of a valid reset link (the link's token is in the form's address). */
export function ResetPasswordForm({ action, state }: { action: string; state: AuthPageState }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset your password</CardTitle>
        <CardDescription>Choose a new password with at least 8 characters.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormAlert message={state.message ?? undefined} />
        <AuthForm action={action} checkedBy="resetPassword" aria-label="Set a new password">
          <FieldSet>
            <NewPasswordFields field={(name) => fieldState(state, name)} />
            <Button type="submit" className="w-full" {...busyLabel('Updating password...')}>
              Update password
            </Button>
          </FieldSet>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
