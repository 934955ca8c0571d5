import * as React from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useVerifySecondFactor } from '../api';
import { useLockedSubmit } from '@/lib/use-locked-submit';

/** Asks for the authenticator code (or a backup code) after a correct password on a two-factor account. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [isBackupCode, setIsBackupCode] = React.useState(false);
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const verify = useVerifySecondFactor();

  React.useEffect(() => inputRef.current?.focus(), [isBackupCode]);

  const submit = useLockedSubmit<void>(async () => {
    setError(null);
    if (!code.trim()) {
      setError(
        isBackupCode
          ? 'Enter one of your backup codes.'
          : 'Enter the 6-digit code from your authenticator app.',
      );
      return;
    }
    try {
      await verify.mutateAsync({ code, isBackupCode });
    } catch (cause) {
      setError(errorMessage(cause, 'That code did not work. Please try again.'));
      setCode('');
    }
  });

  return (
    <form
      noValidate
      aria-label="Two-factor verification"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={verify.isPending} className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {isBackupCode
            ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
            : 'Open your authenticator app and enter the 6-digit code for Copilot.'}
        </p>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <FormField id="two-factor-code" label={isBackupCode ? 'Backup code' : 'Authentication code'}>
          <Input
            ref={inputRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={isBackupCode ? 'text' : 'numeric'}
            maxLength={isBackupCode ? 32 : 6}
          />
        </FormField>
        <Button type="submit" className="w-full">
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex justify-between text-sm">
          <button
            type="button"
            className="cursor-pointer text-primary hover:underline"
            onClick={() => {
              setIsBackupCode((value) => !value);
              setCode('');
              setError(null);
            }}
          >
            {isBackupCode ? 'Use your authenticator app' : 'Use a backup code'}
          </button>
          <button
            type="button"
            className="cursor-pointer text-muted-foreground hover:underline"
            onClick={onCancel}
          >
            Back to sign in
          </button>
        </div>
      </fieldset>
    </form>
  );
}
