import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import {
  backupCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  totpCodeSchema,
  TWO_FACTOR_MESSAGES,
} from './auth';

const firstError = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('login rules', () => {
  it('needs a valid email and a password of at least 6 characters', () => {
    expect(firstError(loginSchema.safeParse({ email: 'nope', password: '123456' }))?.message).toBe(
      VALIDATION.email,
    );
    expect(firstError(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))?.message).toBe(
      VALIDATION.loginPasswordMin,
    );
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });

  it('trims and lower-cases the email so addresses compare case-insensitively', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.COM ', password: '123456' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('signup rules', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: '12345678', confirmPassword: '12345678' };

  it('accepts a valid form', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: 'A' }, VALIDATION.nameMin, 'name'],
    [{ name: '  A  ' }, VALIDATION.nameMin, 'name'],
    [{ name: 'x'.repeat(51) }, VALIDATION.nameMax, 'name'],
    [{ email: 'ada' }, VALIDATION.email, 'email'],
    [{ password: '1234567', confirmPassword: '1234567' }, VALIDATION.passwordMin, 'password'],
    [{ confirmPassword: '87654321' }, VALIDATION.passwordsDontMatch, 'confirmPassword'],
  ])('refuses %o with its message on the right field', (change, message, field) => {
    const issue = firstError(signupSchema.safeParse({ ...valid, ...change }));
    expect(issue?.message).toBe(message);
    expect(issue?.path).toEqual([field]);
  });
});

describe('forgot and reset rules', () => {
  it('needs a valid email to request a reset', () => {
    expect(firstError(forgotPasswordSchema.safeParse({ email: 'x' }))?.message).toBe(VALIDATION.email);
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(
      firstError(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))?.message,
    ).toBe(VALIDATION.passwordMin);
    const mismatch = firstError(
      resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'different' }),
    );
    expect(mismatch).toMatchObject({ message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] });
  });
});

describe('two-factor code rules', () => {
  it('takes six digits from the authenticator app, spaces around them ignored', () => {
    expect(totpCodeSchema.parse({ code: ' 123456 ' }).code).toBe('123456');
    for (const code of ['', '12345', '1234567', '12a456'])
      expect(firstError(totpCodeSchema.safeParse({ code }))?.message).toBe(TWO_FACTOR_MESSAGES.totpCode);
  });

  it('takes any non-blank backup code', () => {
    expect(backupCodeSchema.parse({ code: ' abcd-efgh ' }).code).toBe('abcd-efgh');
    expect(firstError(backupCodeSchema.safeParse({ code: '   ' }))?.message).toBe(
      TWO_FACTOR_MESSAGES.backupCodeRequired,
    );
  });
});
