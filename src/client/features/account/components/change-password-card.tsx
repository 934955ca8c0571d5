import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { changePasswordSchema, type ChangePasswordForm } from '@shared/auth';
import { PROFILE_COPY } from '@shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { errorMessage } from '@/lib/api';

/** Needs the current password; every other signed-in device is signed out afterwards. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useLockedSubmit<ChangePasswordForm>(async (values) => {
    try {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.password,
      });
      toast.success(PROFILE_COPY.passwordChangedTitle, { description: PROFILE_COPY.passwordChangedBody });
      form.reset();
    } catch (error) {
      form.setError('root', {
        message: errorMessage(error, 'Could not change the password. Please try again.'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Change password</h2>
        <CardDescription>Other devices are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Change password" onSubmit={form.handleSubmit(onSubmit)}>
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:max-w-md">
            {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
            <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
            <FormField id="new-password" label="New password" error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <FormField
              id="confirm-new-password"
              label="Confirm new password"
              error={errors.confirmPassword?.message}
            >
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
            <Button type="submit" className="justify-self-start">
              {isSubmitting ? 'Changing password...' : 'Change password'}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
