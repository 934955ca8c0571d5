import type * as React from 'react';
import { Field, FieldError, FieldLabel, invalidProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type EmailFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & { error?: { message?: string } };

/** The email field of the sign-in, sign-up and forgot-password forms; the rest goes to the input. */
export function EmailField({ error, ...inputProps }: EmailFieldProps) {
  return (
    <Field>
      <FieldLabel htmlFor="email">Email</FieldLabel>
      <Input
        id="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...inputProps}
        {...invalidProps('email-error', error)}
      />
      <FieldError id="email-error" errors={[error]} />
    </Field>
  );
}
