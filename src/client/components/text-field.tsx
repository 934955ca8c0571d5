import type * as React from 'react';
import { Field, FieldError, FieldLabel, invalidProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  /**
   * The field's error from react-hook-form (`formState.errors.name`); left out where the form shows its one
   * message elsewhere.
   */
  error?: { message?: string };
  /** The input itself: the plain one, or one with controls of its own (PasswordInput). */
  control?: React.ComponentType<React.ComponentProps<'input'>>;
  /** Keeps the message's place in the page while there is none (for forms a page's own script checks). */
  reserveError?: boolean;
};

/**
 * A labelled input of a form: the label, the input, and its validation message read out with it. The rest goes
 * to the input, so `{...form.register('name')}` and `autoComplete` are passed as they are.
 */
export function TextField({
  id,
  label,
  error,
  control: Control = Input,
  reserveError,
  ...inputProps
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} {...inputProps} {...invalidProps(errorId, error)} />
      <FieldError id={errorId} errors={[error]} reserve={reserveError} />
    </Field>
  );
}
