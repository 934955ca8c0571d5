import type * as React from 'react';
import { TextField } from '@/components/text-field';

type EmailFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & { error?: { message?: string } };

/** The email field of the sign-in, sign-up and forgot-password forms; the rest goes to the input. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      id="email"
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      reserveError
      {...props}
    />
  );
}
