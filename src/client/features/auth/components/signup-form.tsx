import { Link } from 'react-router';
import type { AuthPageState } from '@shared/auth-pages';
import { PAGE_PATHS } from '@shared/routes';
import { NewPasswordFields } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { AUTH_COPY } from '../copy';
import { AuthForm, FormAlert, busyLabel } from './auth-form';
import { EmailField } from './email-field';
import { fieldState } from './field-state';

/** Creates the account; the server then sends the user to sign in, with a reminder to confirm the email first. */
export function SignupForm({ action, state }: { action: string; state: AuthPageState }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{AUTH_COPY.signupTitle}</CardTitle>
        <CardDescription>{AUTH_COPY.signupIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormAlert message={state.message ?? undefined} />
        <AuthForm action={action} checkedBy="signup" aria-label={AUTH_COPY.signupFormLabel}>
          <FieldSet>
            <TextField
              id="name"
              label={AUTH_COPY.fullName}
              autoComplete="name"
              placeholder={AUTH_COPY.fullNamePlaceholder}
              {...fieldState(state, 'name')}
            />
            <EmailField {...fieldState(state, 'email')} />
            <NewPasswordFields
              labels={{ password: AUTH_COPY.password, confirmPassword: AUTH_COPY.confirmPassword }}
              field={(name) => fieldState(state, name)}
            />
            <Button type="submit" className="w-full" {...busyLabel(AUTH_COPY.creatingAccount)}>
              {AUTH_COPY.createAccount}
            </Button>
          </FieldSet>
        </AuthForm>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>
          {AUTH_COPY.haveAccount}{' '}
          <Link to={PAGE_PATHS.login} className="font-medium text-primary hover:underline">
            {AUTH_COPY.signIn}
          </Link>
        </span>
      </CardFooter>
    </Card>
  );
}
