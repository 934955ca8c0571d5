import type * as z from 'zod/mini';
import {
  backupCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  totpCodeSchema,
} from './auth';

/**
 * Every form of those pages, by the schema that checks it — in the browser before sending and on the server
 * when it arrives, so both say the same.
 */
export const AUTH_FORM_SCHEMAS = {
  login: loginSchema,
  signup: signupSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  totp: totpCodeSchema,
  backup: backupCodeSchema,
} as const;
export type AuthFormName = keyof typeof AUTH_FORM_SCHEMAS;

/** The submit buttons' `name="intent"` values: what a post asks for besides its form's own action. */
export const AUTH_INTENT_FIELD = 'intent';
export const AUTH_INTENTS = {
  google: 'google',
  twoFactor: 'two-factor',
  twoFactorMode: 'two-factor-mode',
  editAgain: 'edit-again',
} as const;

/** Where to go after signing in, carried through the login form (beside `?next=` in its address). */
export const NEXT_FIELD = 'next';

export type TwoFactorMode = 'totp' | 'backup';

/** Which view of its page a form shows: the form, or what comes after it on the same address. */
export type AuthPageStep = 'form' | 'twoFactor' | 'resetSent' | 'passwordUpdated';

/** A notice a page shows after another page's form succeeded (the login page after signing up). */
export type AuthNotice = 'signupConfirm';

/**
 * Everything an auth page is rendered with. After a refused post, the page comes back with what was typed
 * (never a password), a message per field and the server's message.
 */
export type AuthPageState = {
  step: AuthPageStep;
  twoFactorMode: TwoFactorMode;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The form's one message: why the server refused it. */
  message: string | null;
  notice: AuthNotice | null;
  /** On the reset page: the link's token and whether it is still good ('' when the link has none). */
  resetToken: { token: string; valid: boolean } | null;
  /** Whether "Continue with Google" can work here (the server has Google's keys). */
  googleEnabled: boolean;
};

export function authPageState(overrides: Partial<AuthPageState> = {}): AuthPageState {
  return {
    step: 'form',
    twoFactorMode: 'totp',
    values: {},
    fieldErrors: {},
    message: null,
    notice: null,
    resetToken: null,
    googleEnabled: false,
    ...overrides,
  };
}

/** A schema's refusal as one message per field (the first), as the form shows it under each field. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
