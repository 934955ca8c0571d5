import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What a form field's component takes from the form: the input's registration and the field's own error. */
export type FormFieldProps<Name extends string = string> = UseFormRegisterReturn<Name> & {
  error?: FieldError;
};

/**
 * A field's props from its name alone, spread into TextField, PasswordField or EmailField: the error shown
 * with an input is always the one of the field it registers.
 */
export function fieldProps<T extends FieldValues, C, O, Name extends Path<T>>(
  form: UseFormReturn<T, C, O>,
  name: Name,
): FormFieldProps<Name> {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error };
}
