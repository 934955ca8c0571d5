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
        <CardTitle>Create your account</CardTitle>
        <CardDescription>{AUTH_COPY.signupIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormAlert message={state.message ?? undefined} />
        <AuthForm action={action} checkedBy="signup" aria-label="Sign up">
          <FieldSet>
            <TextField
              id="name"
              label="Full name"
              autoComplete="name"
              placeholder="Jane Doe"
              {...fieldState(state, 'name')}
            />
            <EmailField {...fieldState(state, 'email')} />
            <NewPasswordFields
              labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
              field={(name) => fieldState(state, name)}
            />
            <Button type="submit" className="w-full" {...busyLabel('Creating Account...')}>
              Create Account
            </Button>
          </FieldSet>
        </AuthForm>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>
          Already have an account?{' '}
          <Link to={PAGE_PATHS.login} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </span>
      </CardFooter>
    </Card>
  );
}
