import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { signupSchema } from '@shared/auth';
import { AUTH_ERRORS } from '@shared/messages';
import { AUTH_COPY } from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { NewPasswordFields } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { fieldProps } from '@/lib/form-field';
import { ApiError } from '@/lib/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useSignUp } from '../api';
import { EmailField } from './email-field';

type SignupValues = { name: string; email: string; password: string };

/** Creates the account, then sends the user to sign in with a reminder to confirm the email first. */
export function SignupForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<SignupValues>(async ({ name, email, password }) => {
    try {
      await signUp.mutateAsync({ name, email, password });
      navigate(PAGE_PATHS.login, { state: { message: AUTH_COPY.signupConfirm, email } });
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message || AUTH_ERRORS.signupFailed : AUTH_ERRORS.signupUnexpected;
      form.setError('root', { message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create your account</CardTitle>
        <CardDescription>{AUTH_COPY.signupIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign up">
          <FieldSet disabled={isSubmitting}>
            <TextField
              id="name"
              label="Full name"
              autoComplete="name"
              placeholder="Jane Doe"
              {...fieldProps(form, 'name')}
            />
            <EmailField {...fieldProps(form, 'email')} />
            <NewPasswordFields
              labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
              field={(name) => fieldProps(form, name)}
            />
            <Button type="submit" className="w-full">
              {isSubmitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          </FieldSet>
        </form>
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
