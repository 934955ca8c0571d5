import { PasswordInput } from '@/components/ui/password-input';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'control'>;

/**
 * Every password field of the app (sign-in, sign-up, reset, change, two-factor): a TextField whose input has
 * its show/hide toggle.
 */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} control={PasswordInput} />;
}

/** The password the user has now (to sign in, or to confirm a change), filled by the password manager as such. */
export function CurrentPasswordField(props: Omit<PasswordFieldProps, 'autoComplete'>) {
  return <PasswordField autoComplete="current-password" {...props} />;
}

type NewPassword = 'password' | 'confirmPassword';

/**
 * A new password and its confirmation (sign-up, reset, change), both filled by the browser's password manager
 * as a new password. The form registers them as `password` and `confirmPassword`.
 */
export function NewPasswordFields({
  ids = { password: 'password', confirmPassword: 'confirmPassword' },
  labels,
  field,
}: {
  ids?: Record<NewPassword, string>;
  /** The two labels, from the page's copy. */
  labels: Record<NewPassword, string>;
  /** The field's props from the form: `(name) => fieldProps(form, name)`. */
  field: (name: NewPassword) => Omit<PasswordFieldProps, 'id' | 'label' | 'autoComplete'>;
}) {
  return (['password', 'confirmPassword'] as const).map((name) => (
    <PasswordField
      key={name}
      id={ids[name]}
      label={labels[name]}
      autoComplete="new-password"
      {...field(name)}
    />
  ));
}
