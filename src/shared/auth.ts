// zod/mini: the same validation as classic zod at a quarter of the bytes in the browser (docs/decisions/011).
import * as z from 'zod/mini';
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN_LOGIN, PASSWORD_MIN_SIGNUP } from './constants';
import { VALIDATION } from './messages';

/** Emails are trimmed and compared case-insensitively everywhere. */
export const emailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(VALIDATION.email));

const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_SIGNUP, VALIDATION.passwordMin),
    z.maxLength(PASSWORD_MAX, VALIDATION.passwordMax),
  );

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LOGIN, VALIDATION.loginPasswordMin),
      z.maxLength(PASSWORD_MAX, VALIDATION.passwordMax),
    ),
});

export const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(NAME_MIN, VALIDATION.nameMin), z.maxLength(NAME_MAX, VALIDATION.nameMax));

/** What the sign-up endpoint accepts; the form adds the confirmation field. */
export const signupPayloadSchema = z.object({ name: nameSchema, email: emailSchema, password: newPassword });

/** The confirmation must equal the password; the message shows under the confirmation field. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  { message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] },
);

export const signupSchema = z
  .extend(signupPayloadSchema, { confirmPassword: z.string() })
  .check(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordPayloadSchema = z.object({
  token: z.string().check(z.minLength(1)),
  newPassword,
});

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .check(passwordsMatch);

export type LoginForm = z.input<typeof loginSchema>;
export type SignupForm = z.input<typeof signupSchema>;
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** Profile form (spec section 5): name required and under 50 characters; the email is shown but not editable. */
export const profileSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, VALIDATION.nameRequired), z.maxLength(NAME_MAX - 1, VALIDATION.nameMax)),
  email: z.optional(z.string()),
});
export type ProfileForm = z.input<typeof profileSchema>;
