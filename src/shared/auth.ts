// zod/mini: the same validation as classic zod at a quarter of the bytes in the browser (docs/decisions/011).
import * as z from 'zod/mini';
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_SIGNUP,
  RESET_TOKEN_MAX,
} from './constants';
import { AUTH_ERRORS, VALIDATION } from './messages';
import { storableText } from './text';

/**
 * Emails are trimmed and compared case-insensitively everywhere. An address longer than SMTP allows is simply
 * not a valid address.
 */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      storableText('email address'),
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX, VALIDATION.email),
    ),
  z.email(VALIDATION.email),
);

/** Passwords are hashed, never stored, but a lone surrogate would be hashed as U+FFFD: refused all the same. */
const newPassword = z
  .string()
  .check(
    storableText('password'),
    z.minLength(PASSWORD_MIN_SIGNUP, VALIDATION.passwordMin),
    z.maxLength(PASSWORD_MAX, VALIDATION.passwordMax),
  );

const confirmPassword = z.string().check(storableText('password confirmation'));

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      storableText('password'),
      z.minLength(PASSWORD_MIN_LOGIN, VALIDATION.loginPasswordMin),
      z.maxLength(PASSWORD_MAX, VALIDATION.passwordMax),
    ),
});

export const nameSchema = z
  .string()
  .check(
    storableText('name'),
    z.trim(),
    z.minLength(NAME_MIN, VALIDATION.nameMin),
    z.maxLength(NAME_MAX, VALIDATION.nameMax),
  );

/** What the sign-up endpoint accepts; the form adds the confirmation field. */
export const signupPayloadSchema = z.object({ name: nameSchema, email: emailSchema, password: newPassword });

/** The confirmation must equal the password; the message shows under the confirmation field. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  { message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] },
);

export const signupSchema = z.extend(signupPayloadSchema, { confirmPassword }).check(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The token comes from the link in the mail: anything that cannot be one is an invalid link. */
export const resetPasswordPayloadSchema = z.object({
  token: z
    .string()
    .check(
      storableText('reset link', AUTH_ERRORS.resetLinkInvalid),
      z.minLength(1, AUTH_ERRORS.resetLinkInvalid),
      z.maxLength(RESET_TOKEN_MAX, AUTH_ERRORS.resetLinkInvalid),
    ),
  newPassword,
});

export const resetPasswordSchema = z.object({ password: newPassword, confirmPassword }).check(passwordsMatch);

/** The password the user already has, asked again before a sensitive change. */
const currentPassword = z
  .string()
  .check(
    storableText('current password'),
    z.minLength(1, VALIDATION.currentPasswordRequired),
    z.maxLength(PASSWORD_MAX, VALIDATION.passwordMax),
  );

/** What the change-password endpoint accepts; the form adds the confirmation field. */
export const changePasswordPayloadSchema = z.object({ currentPassword, newPassword });

/** The change-password form: the current password, the new one and its confirmation. */
export const changePasswordSchema = z.intersection(z.object({ currentPassword }), resetPasswordSchema);
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

/** Turning two-factor authentication on or off asks for the current password. */
export const passwordConfirmationSchema = z.object({ password: currentPassword });
export type PasswordConfirmationForm = z.input<typeof passwordConfirmationSchema>;

/**
 * What the two-factor code forms and the server say about a code. Beside the rules rather than in VALIDATION:
 * messages.ts is in every page's JavaScript, this module only in the sign-in and profile pages'.
 */
export const TWO_FACTOR_MESSAGES = {
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  backupCodeRequired: 'Enter one of your backup codes.',
} as const;

/**
 * The authenticator app's code: to turn two-factor on, and at sign-in. A refine rather than `z.regex`, whose
 * check class would join the zod code every page loads.
 */
export const totpCodeSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.refine<string>((code) => /^\d{6}$/.test(code), TWO_FACTOR_MESSAGES.totpCode),
  ),
});
export type TotpCodeForm = z.input<typeof totpCodeSchema>;

/** One of the backup codes saved when two-factor was turned on, used at sign-in instead of the app's code. */
export const backupCodeSchema = z.object({
  code: z
    .string()
    .check(storableText('backup code'), z.trim(), z.minLength(1, TWO_FACTOR_MESSAGES.backupCodeRequired)),
});
export type BackupCodeForm = z.input<typeof backupCodeSchema>;

export type LoginForm = z.input<typeof loginSchema>;
export type SignupForm = z.input<typeof signupSchema>;
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** Profile form: name required and under 50 characters; the email is shown but not editable. */
export const profileSchema = z.object({
  name: z
    .string()
    .check(
      storableText('name'),
      z.trim(),
      z.minLength(1, VALIDATION.nameRequired),
      z.maxLength(NAME_MAX - 1, VALIDATION.nameMax),
    ),
  email: z.optional(z.string().check(storableText('email address'))),
});
export type ProfileForm = z.input<typeof profileSchema>;

/** The signed-in user as the session endpoint returns it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean;
  createdAt: string;
};

export type SessionData = { user: SessionUser; session: { expiresAt: string } } | null;
