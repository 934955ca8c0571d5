import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { signupSchema, type SignupForm } from '@shared/auth';
import { AUTH_COPY, AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { AuthLayout } from '@/app/layout/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignUp } from '@/features/auth/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { ApiError } from '@/lib/api';

export default function SignupPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<SignupForm>(async (values) => {
    const { name, email, password } = signupSchema.parse(values);
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
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Create your account</CardTitle>
          <CardDescription>{AUTH_COPY.signupIntro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign up">
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField id="name" label="Full name" error={errors.name?.message}>
                <Input autoComplete="name" placeholder="Jane Doe" {...form.register('name')} />
              </FormField>
              <FormField id="email" label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...form.register('email')}
                />
              </FormField>
              <FormField id="password" label="Password" error={errors.password?.message}>
                <PasswordInput autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormField
                id="confirmPassword"
                label="Confirm password"
                error={errors.confirmPassword?.message}
              >
                <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
              </FormField>
              <Button type="submit" className="w-full">
                {isSubmitting ? 'Creating Account...' : 'Create Account'}
              </Button>
            </fieldset>
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
    </AuthLayout>
  );
}
