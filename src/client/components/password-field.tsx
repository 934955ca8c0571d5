import type * as React from 'react';
import { Field, FieldError, FieldLabel, invalidProps } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

type PasswordFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  label: string;
  /** The field's error from react-hook-form (`formState.errors.password`). */
  error?: { message?: string };
};

/**
 * Every password field of the app (sign-in, sign-up, reset, change, two-factor): label, the input with its
 * show/hide toggle, and the validation message read out with the field. The rest goes to the input, so
 * `{...form.register('password')}` and `autoComplete` are passed as they are.
 */
export function PasswordField({ id, label, error, ...inputProps }: PasswordFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <PasswordInput id={id} {...inputProps} {...invalidProps(errorId, error)} />
      <FieldError id={errorId} errors={[error]} />
    </Field>
  );
}
