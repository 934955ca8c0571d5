import { Link } from 'react-router';
import { AUTH_INTENT_FIELD, AUTH_INTENTS, NEXT_FIELD, type AuthPageState } from '@shared/auth-pages';
import { AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { CurrentPasswordField } from '@/components/password-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldSeparator, FieldSet } from '@/components/ui/field';
import { FORM_MARKERS } from '@/lib/form-markers';
import { AUTH_COPY } from '../copy';
import { AuthCard, AuthForm, FormAlert, SwitchFormFooter, busyLabel } from './auth-form';
import { EmailField } from './email-field';
import { fieldState } from './field-state';
import { GoogleButton } from './google-button';

export type LoginNotice = { variant: 'success' | 'destructive'; text: string };

/** A notice carried in the URL: email confirmed, a bad confirmation link, or a refused Google sign-in. */
export function loginNoticeFromQuery(params: URLSearchParams): LoginNotice | null {
  const error = params.get('error');
  if (params.get('verified')) {
    return error
      ? { variant: 'destructive', text: AUTH_ERRORS.verifyLinkInvalid }
      : { variant: 'success', text: AUTH_COPY.emailVerified };
  }
  if (error === 'signup_disabled') return { variant: 'destructive', text: AUTH_ERRORS.googleSignUpFirst };
  if (error) return { variant: 'destructive', text: AUTH_ERRORS.googleFailed };
  return null;
}

/**
 * Sign-in with email and password, or with Google. A refused sign-in comes back with the email kept, the field
 * messages and the server's message; a notice (sign-up done, email confirmed) shows above the form.
 */
export function LoginForm({
  action,
  next,
  notice,
  state,
}: {
  /** The page's own address, `?next=` included. */
  action: string;
  /** Where to go after signing in ('' for the dashboard); the page's script may fill it in. */
  next: string;
  notice: LoginNotice | null;
  state: AuthPageState;
}) {
  return (
    <AuthCard
      title={AUTH_COPY.loginTitle}
      intro={AUTH_COPY.loginIntro}
      footer={
        <SwitchFormFooter prompt={AUTH_COPY.noAccount} to={PAGE_PATHS.signup} label={AUTH_COPY.signUp} />
      }
    >
      <Alert variant="info" hidden {...{ [FORM_MARKERS.loginNotice]: '' }} />
      {notice ? <Alert variant={notice.variant}>{notice.text}</Alert> : null}
      {state.notice === 'signupConfirm' ? <Alert variant="info">{AUTH_COPY.signupConfirm}</Alert> : null}
      <FormAlert message={state.message ?? undefined} />
      <AuthForm action={action} checkedBy="login" aria-label={AUTH_COPY.loginFormLabel}>
        <input type="hidden" name={NEXT_FIELD} value={next} />
        <FieldSet>
          <EmailField {...fieldState(state, 'email')} />
          <div className="grid gap-2">
            <CurrentPasswordField
              id="password"
              label={AUTH_COPY.password}
              {...fieldState(state, 'password')}
            />
            <Link
              to={PAGE_PATHS.forgotPassword}
              className="justify-self-end text-sm text-primary hover:underline"
            >
              {AUTH_COPY.forgotPassword}
            </Link>
          </div>
          <Button type="submit" className="w-full" {...busyLabel(AUTH_COPY.signingIn)}>
            {AUTH_COPY.signIn}
          </Button>
        </FieldSet>
      </AuthForm>
      <FieldSeparator>{AUTH_COPY.or}</FieldSeparator>
      <form method="post" action={action}>
        <input type="hidden" name={NEXT_FIELD} value={next} />
        <GoogleButton name={AUTH_INTENT_FIELD} value={AUTH_INTENTS.google} />
      </form>
    </AuthCard>
  );
}
