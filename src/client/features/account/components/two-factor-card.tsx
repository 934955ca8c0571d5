import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldProps } from '@/lib/form-field';
import { toast } from '@/lib/toast';
import type { PasswordConfirmationForm, TotpCodeForm } from '@shared/auth';
import * as PROFILE_COPY from '../copy';
import { CurrentPasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { resolverOnFirstUse } from '@/lib/resolver-on-first-use';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from '../api';
import { errorMessage } from '@/lib/api';

const passwordChecks = resolverOnFirstUse(() =>
  import('../form-checks').then((checks) => checks.passwordConfirmationResolver),
);
const codeChecks = resolverOnFirstUse(() =>
  import('../form-checks').then((checks) => checks.totpCodeResolver),
);

type Setup = { totpURI: string; backupCodes: string[]; qrDataUrl: string };
type Step =
  { kind: 'idle' } | { kind: 'password'; action: 'enable' | 'disable' } | { kind: 'setup'; setup: Setup };

/** The shared secret written out, for authenticator apps that cannot scan. */
function secretOf(totpURI: string): string {
  return (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();
}

/** A step's form: its fields, then its submit button beside Cancel. */
function StepForm({
  label,
  onFocus,
  onSubmit,
  submit,
  onCancel,
  children,
}: {
  label: string;
  /** Starts loading the form's checks as it takes the focus. */
  onFocus: () => void;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submit: { text: string; disabled: boolean };
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      aria-label={label}
      onFocus={onFocus}
      onSubmit={onSubmit}
      className="grid gap-4 sm:max-w-md"
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={submit.disabled}>
          {submit.text}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {PROFILE_COPY.cancel}
        </Button>
      </div>
    </form>
  );
}

function PasswordPrompt({
  action,
  onDone,
  onCancel,
}: {
  action: 'enable' | 'disable';
  onDone: (setup?: Setup) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const isPending = enable.isPending || disable.isPending;
  const form = useForm({
    resolver: passwordChecks.resolver,
    defaultValues: { password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const submit = useLockedSubmit<PasswordConfirmationForm>(async ({ password }) => {
    try {
      if (action === 'disable') {
        await disable.mutateAsync({ password });
        onDone();
        return;
      }
      // The QR code's library is needed only here: loaded while the password is checked, not with the page.
      const qrcode = import('qrcode');
      qrcode.catch(() => {}); // A failed load is reported below, once the password has been checked.
      const { totpURI, backupCodes } = await enable.mutateAsync({ password });
      const { toDataURL } = await qrcode;
      onDone({ totpURI, backupCodes, qrDataUrl: await toDataURL(totpURI, { margin: 1, width: 192 }) });
    } catch (cause) {
      form.setError('root', { message: errorMessage(cause, PROFILE_COPY.passwordRefused) });
    }
  });

  return (
    <StepForm
      label={PROFILE_COPY.confirmPasswordLabel}
      onFocus={passwordChecks.preload}
      onSubmit={form.handleSubmit(submit)}
      submit={{
        text: isPending
          ? PROFILE_COPY.checking
          : action === 'enable'
            ? PROFILE_COPY.continueLabel
            : PROFILE_COPY.confirmTurnOff,
        disabled: isPending || !password,
      }}
      onCancel={onCancel}
    >
      {errors.root?.message ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
      <CurrentPasswordField
        id="two-factor-password"
        label={PROFILE_COPY.currentPassword}
        autoFocus
        {...fieldProps(form, 'password')}
      />
    </StepForm>
  );
}

function SetupStep({ setup, onDone, onCancel }: { setup: Setup; onDone: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  // Like the sign-in's code form: one message, in the alert, checked on submit only.
  const form = useForm({
    resolver: codeChecks.resolver,
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const message = errors.code?.message ?? errors.root?.message;

  const submit = useLockedSubmit<TotpCodeForm>(async ({ code }) => {
    try {
      await confirm.mutateAsync({ code });
      onDone();
    } catch (cause) {
      form.setError('root', { message: errorMessage(cause, PROFILE_COPY.codeRefused) });
    }
  });

  return (
    <div className="grid gap-6">
      <ol className="grid gap-6 md:grid-cols-2">
        <li className="grid content-start gap-3">
          <h3 className="font-medium">{PROFILE_COPY.scanStep}</h3>
          <img
            src={setup.qrDataUrl}
            alt={PROFILE_COPY.qrCodeAlt}
            width={192}
            height={192}
            className="rounded-md border bg-white"
          />
          <p className="text-sm text-muted-foreground">
            {PROFILE_COPY.keyIntro}{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
              {secretOf(setup.totpURI)}
            </code>
          </p>
        </li>
        <li className="grid content-start gap-3">
          <h3 className="font-medium">{PROFILE_COPY.backupStep}</h3>
          <p className="text-sm text-muted-foreground">{PROFILE_COPY.backupIntro}</p>
          <ul
            aria-label={PROFILE_COPY.backupCodesLabel}
            className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm"
          >
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              navigator.clipboard.writeText(setup.backupCodes.join('\n')).then(
                () => toast.success(PROFILE_COPY.codesCopied),
                () => toast.error(PROFILE_COPY.copyFailed),
              )
            }
          >
            {PROFILE_COPY.copyCodes}
          </Button>
        </li>
      </ol>
      <StepForm
        label={PROFILE_COPY.confirmSetupLabel}
        onFocus={codeChecks.preload}
        onSubmit={form.handleSubmit(submit)}
        submit={{
          text: confirm.isPending ? PROFILE_COPY.verifying : PROFILE_COPY.turnOn,
          disabled: confirm.isPending,
        }}
        onCancel={onCancel}
      >
        <h3 className="font-medium">{PROFILE_COPY.codeStep}</h3>
        {message ? <Alert variant="destructive">{message}</Alert> : null}
        <TextField
          id="two-factor-setup-code"
          label={PROFILE_COPY.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          {...form.register('code')}
        />
      </StepForm>
    </div>
  );
}

/** Optional TOTP two-factor: set up with a QR code and backup codes; sign-in then asks for a code. */
export function TwoFactorCard({ isEnabled }: { isEnabled: boolean }) {
  const [step, setStep] = React.useState<Step>({ kind: 'idle' });
  const reset = () => setStep({ kind: 'idle' });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{PROFILE_COPY.twoFactorTitle}</h2>
        <CardDescription>
          {isEnabled ? PROFILE_COPY.twoFactorIsOn : PROFILE_COPY.twoFactorIsOff}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step.kind === 'idle' ? (
          <Button
            variant={isEnabled ? 'outline' : 'default'}
            onClick={() => setStep({ kind: 'password', action: isEnabled ? 'disable' : 'enable' })}
          >
            {isEnabled ? PROFILE_COPY.turnOff : PROFILE_COPY.turnOn}
          </Button>
        ) : null}
        {step.kind === 'password' ? (
          <PasswordPrompt
            action={step.action}
            onCancel={reset}
            onDone={(setup) => {
              if (setup) {
                setStep({ kind: 'setup', setup });
                return;
              }
              toast.success(PROFILE_COPY.twoFactorOff);
              reset();
            }}
          />
        ) : null}
        {step.kind === 'setup' ? (
          <SetupStep
            setup={step.setup}
            onCancel={reset}
            onDone={() => {
              toast.success(PROFILE_COPY.twoFactorOnTitle, { description: PROFILE_COPY.twoFactorOnBody });
              reset();
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
