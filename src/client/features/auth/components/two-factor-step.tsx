import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { backupCodeSchema, totpCodeSchema } from '@shared/auth';
import { TextField } from '@/components/text-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldSet } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useLockedSubmit } from '@/lib/use-locked-submit';
import { useVerifySecondFactor } from '../api';

type Mode = 'totp' | 'backup';

const MODES = {
  totp: {
    schema: totpCodeSchema,
    intro: 'Open your authenticator app and enter the 6-digit code for Copilot.',
    label: 'Authentication code',
    inputMode: 'numeric',
    maxLength: 6,
    switchTo: 'Use a backup code',
  },
  backup: {
    schema: backupCodeSchema,
    intro: 'Enter one of the backup codes you saved when you turned on two-factor authentication.',
    label: 'Backup code',
    inputMode: 'text',
    maxLength: 32,
    switchTo: 'Use your authenticator app',
  },
} as const;

type CodeValues = { code: string };

/**
 * One code form. Its one message — the schema's (blank or malformed code) or the server's (wrong code) — shows
 * in the alert above the field, checked on submit only; a refused code is cleared for the next try.
 */
function CodeForm({ mode, onSwitch, onCancel }: { mode: Mode; onSwitch: () => void; onCancel: () => void }) {
  const { schema, intro, label, inputMode, maxLength, switchTo } = MODES[mode];
  const verify = useVerifySecondFactor();
  const form = useForm<CodeValues, unknown, CodeValues>({
    resolver: zodResolver<CodeValues, unknown, CodeValues>(schema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const message = errors.code?.message ?? errors.root?.message;

  // On the first view and after switching between app and backup codes.
  React.useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = useLockedSubmit<CodeValues>(async ({ code }) => {
    try {
      await verify.mutateAsync({ code, isBackupCode: mode === 'backup' });
    } catch (cause) {
      form.setError('root', { message: errorMessage(cause, 'That code did not work. Please try again.') });
      form.setValue('code', '');
    }
  });

  return (
    <form
      method="post"
      noValidate
      aria-label="Two-factor verification"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldSet disabled={verify.isPending}>
        <p className="text-sm text-muted-foreground">{intro}</p>
        {message ? <Alert variant="destructive">{message}</Alert> : null}
        <TextField
          id="two-factor-code"
          label={label}
          autoComplete="one-time-code"
          inputMode={inputMode}
          maxLength={maxLength}
          {...form.register('code')}
        />
        <Button type="submit" className="w-full">
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex justify-between text-sm">
          <button type="button" className="cursor-pointer text-primary hover:underline" onClick={onSwitch}>
            {switchTo}
          </button>
          <button
            type="button"
            className="cursor-pointer text-muted-foreground hover:underline"
            onClick={onCancel}
          >
            Back to sign in
          </button>
        </div>
      </FieldSet>
    </form>
  );
}

/** Asks for the authenticator code (or a backup code) after a correct password on a two-factor account. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [mode, setMode] = React.useState<Mode>('totp');
  // Switching starts a fresh form: the code and its message are cleared, the field takes the focus.
  return (
    <CodeForm
      key={mode}
      mode={mode}
      onSwitch={() => setMode((current) => (current === 'totp' ? 'backup' : 'totp'))}
      onCancel={onCancel}
    />
  );
}
