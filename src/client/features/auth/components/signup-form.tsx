import type { AuthPageState } from '@shared/auth-pages';
import { PAGE_PATHS } from '@shared/routes';
import { NewPasswordFields } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { FieldSet } from '@/components/ui/field';
import { AUTH_COPY } from '../copy';
import { AuthCard, AuthForm, FormAlert, SwitchFormFooter, busyLabel } from './auth-form';
import { EmailField } from './email-field';
import { fieldState } from './field-state';

/** Creates the account; the server then sends the user to sign in, with a reminder to confirm the email first. */
export function SignupForm({ action, state }: { action: string; state: AuthPageState }) {
  return (
    <AuthCard
      title={AUTH_COPY.signupTitle}
      intro={AUTH_COPY.signupIntro}
      footer={
        <SwitchFormFooter prompt={AUTH_COPY.haveAccount} to={PAGE_PATHS.login} label={AUTH_COPY.signIn} />
      }
    >
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
    </AuthCard>
  );
}
