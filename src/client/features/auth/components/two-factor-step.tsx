import { Link } from 'react-router';
import {
  AUTH_INTENT_FIELD,
  AUTH_INTENTS,
  NEXT_FIELD,
  type AuthPageState,
  type TwoFactorMode,
} from '@shared/auth-pages';
import { PAGE_PATHS } from '@shared/routes';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSet } from '@/components/ui/field';
import { FORM_MARKERS } from '@/lib/form-markers';
import { AUTH_COPY } from '../copy';
import { AuthForm, FormAlert, busyLabel } from './auth-form';

const MODES = {
  totp: { ...AUTH_COPY.totp, inputMode: 'numeric', maxLength: 6 },
  backup: { ...AUTH_COPY.backup, inputMode: 'text', maxLength: 32 },
} as const satisfies Record<TwoFactorMode, unknown>;

/**
 * The second step of a two-factor sign-in, after a correct password: the authenticator code, or a backup code.
 * Its one message — the schema's (blank or malformed code) or the server's (wrong code) — shows in the alert above
 * the field; a refused code comes back cleared. Switching between app and backup codes starts a fresh form.
 */
export function TwoFactorStep({
  action,
  next,
  state,
}: {
  action: string;
  next: string;
  state: AuthPageState;
}) {
  const mode = state.twoFactorMode;
  const { intro, label, inputMode, maxLength, switchTo } = MODES[mode];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{AUTH_COPY.twoFactorTitle}</CardTitle>
        <CardDescription>{AUTH_COPY.twoFactorIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthForm action={action} checkedBy={mode} messagesInAlert aria-label={AUTH_COPY.twoFactorFormLabel}>
          <input type="hidden" name={NEXT_FIELD} value={next} />
          <input type="hidden" name="mode" value={mode} />
          <FieldSet>
            <p className="text-sm text-muted-foreground">{intro}</p>
            <FormAlert message={state.fieldErrors.code ?? state.message ?? undefined} />
            <TextField
              id="two-factor-code"
              name="code"
              label={label}
              autoComplete="one-time-code"
              inputMode={inputMode}
              maxLength={maxLength}
              {...{ [FORM_MARKERS.autofocus]: '' }}
            />
            <Button
              type="submit"
              className="w-full"
              name={AUTH_INTENT_FIELD}
              value={AUTH_INTENTS.twoFactor}
              {...busyLabel(AUTH_COPY.verifying)}
            >
              {AUTH_COPY.verify}
            </Button>
            <div className="flex justify-between text-sm">
              <button
                type="submit"
                name={AUTH_INTENT_FIELD}
                value={AUTH_INTENTS.twoFactorMode}
                formNoValidate
                className="cursor-pointer text-primary hover:underline"
              >
                {switchTo}
              </button>
              <Link to={PAGE_PATHS.login} className="text-muted-foreground hover:underline">
                {AUTH_COPY.backToSignIn}
              </Link>
            </div>
          </FieldSet>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
