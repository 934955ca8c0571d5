import type * as React from 'react';
import { TextField } from '@/components/text-field';
import { AUTH_COPY } from '../copy';

type EmailFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & { error?: { message?: string } };

/** The email field of the sign-in, sign-up and forgot-password forms; the rest goes to the input. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      id="email"
      name="email"
      label={AUTH_COPY.email}
      type="email"
      autoComplete="email"
      placeholder={AUTH_COPY.emailPlaceholder}
      reserveError
      {...props}
    />
  );
}
