import { useForm } from 'react-hook-form';
import { fieldProps } from '@/lib/form-field';
import { resolverOnFirstUse } from '@/lib/resolver-on-first-use';
import { toast } from '@/lib/toast';
import type { ChangePasswordForm } from '@shared/auth';
import * as PROFILE_COPY from '../copy';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { CurrentPasswordField, NewPasswordFields } from '@/components/password-field';
import { useChangePassword } from '../api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { errorMessage } from '@/lib/api';

const changePasswordChecks = resolverOnFirstUse(() =>
  import('../form-checks').then((checks) => checks.changePasswordResolver),
);

/** Needs the current password; every other signed-in device is signed out afterwards. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: changePasswordChecks.resolver,
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
        message: errorMessage(error, PROFILE_COPY.changePasswordFailed),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{PROFILE_COPY.changePasswordTitle}</h2>
        <CardDescription>{PROFILE_COPY.changePasswordIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          aria-label={PROFILE_COPY.changePassword}
          onFocus={changePasswordChecks.preload}
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <FieldSet disabled={isSubmitting} className="sm:max-w-md">
            {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
            <CurrentPasswordField
              id="current-password"
              label={PROFILE_COPY.currentPassword}
              {...fieldProps(form, 'currentPassword')}
            />
            <NewPasswordFields
              ids={{ password: 'new-password', confirmPassword: 'confirm-new-password' }}
              labels={{
                password: PROFILE_COPY.newPassword,
                confirmPassword: PROFILE_COPY.confirmNewPassword,
              }}
              field={(name) => fieldProps(form, name)}
            />
            <Button type="submit" className="justify-self-start">
              {isSubmitting ? PROFILE_COPY.changingPassword : PROFILE_COPY.changePassword}
            </Button>
          </FieldSet>
        </form>
      </CardContent>
    </Card>
  );
}
