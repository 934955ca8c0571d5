import { z } from 'zod';
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN_LOGIN, PASSWORD_MIN_SIGNUP } from './constants';
import { VALIDATION } from './messages';

/** Emails are trimmed and compared case-insensitively everywhere. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(VALIDATION.email));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_SIGNUP, VALIDATION.passwordMin)
  .max(PASSWORD_MAX, VALIDATION.passwordMax);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LOGIN, VALIDATION.loginPasswordMin)
    .max(PASSWORD_MAX, VALIDATION.passwordMax),
});

export const nameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, VALIDATION.nameMin)
  .max(NAME_MAX, VALIDATION.nameMax);

/** What the sign-up endpoint accepts; the form adds the confirmation field. */
export const signupPayloadSchema = z.object({ name: nameSchema, email: emailSchema, password: newPassword });

export const signupSchema = signupPayloadSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordPayloadSchema = z.object({ token: z.string().min(1), newPassword });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export type LoginForm = z.input<typeof loginSchema>;
export type SignupForm = z.input<typeof signupSchema>;
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** Profile form (spec section 5): name required and under 50 characters; the email is shown but not editable. */
export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, VALIDATION.nameRequired)
    .max(NAME_MAX - 1, VALIDATION.nameMax),
  email: z.string().optional(),
});
export type ProfileForm = z.input<typeof profileSchema>;
