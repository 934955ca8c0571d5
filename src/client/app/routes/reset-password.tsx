import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AUTH_ERRORS } from '@shared/messages';
import { AuthLayout } from '@/app/layout/auth-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { resetTokenQuery } from '@/features/auth/api';
import {
  InvalidResetLink,
  PasswordUpdated,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';

/** /reset-password?token=…: the link from the reset mail, checked before the form is shown. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setIsDone] = useState(false);
  const check = useQuery({ ...resetTokenQuery(token), enabled: Boolean(token) && !isDone });
  const isMalformed = !token || Boolean(params.get('error'));

  if (!isDone && !isMalformed && check.isPending) return <FullPageSpinner />;
  return (
    <AuthLayout>
      {isDone ? (
        <PasswordUpdated />
      ) : isMalformed ? (
        <InvalidResetLink message={AUTH_ERRORS.resetLinkInvalid} />
      ) : !check.data?.valid ? (
        <InvalidResetLink message={AUTH_ERRORS.resetLinkExpired} />
      ) : (
        <ResetPasswordForm token={token} onDone={() => setIsDone(true)} />
      )}
    </AuthLayout>
  );
}
