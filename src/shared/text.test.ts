import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CAPTION_DESCRIPTION_MAX,
  CAPTION_MESSAGES,
  RESEARCH_MESSAGES,
  RESEARCH_QUESTION_MAX,
  captionRequestSchema,
  researchRequestSchema,
} from './ai';
import {
  changePasswordPayloadSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordConfirmationSchema,
  profileSchema,
  resetPasswordPayloadSchema,
  resetPasswordSchema,
  signupSchema,
} from './auth';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, RESET_TOKEN_MAX } from './constants';
import { AUTH_ERRORS, TEXT_MESSAGES, VALIDATION } from './messages';
import { BILLING_MESSAGES, LEAD_FIELD_MAX } from './plans';
import { checkoutRequestSchema, enterpriseLeadSchema } from './billing-requests';
import { isStorableText, storableText } from './text';

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['plain text', true],
    ['emoji 😀 and accents é', true],
    ['a surrogate pair on its own: \ud83d\ude00', true],
    ['tabs\tand\nnewlines', true],
    ['\u0001 other control characters are storable', true],
    [NUL, false],
    [`before${NUL}after`, false],
    [`${HIGH}`, false],
    [`${LOW}`, false],
    [`end with a high half ${HIGH}`, false],
    [`${LOW} start with a low half`, false],
    [`reversed pair ${LOW}${HIGH}`, false],
    [`two highs ${HIGH}${HIGH}\ude00`, false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('storableText', () => {
  const schema = z.string().check(storableText('nickname'), z.minLength(3, 'too short'));

  it('names the field in its message', () => {
    expect(schema.safeParse(`a${NUL}`).error?.issues.map((issue) => issue.message)).toEqual([
      "The nickname contains characters that can't be saved. Remove them and try again.",
    ]);
  });

  it('stops the later checks, whose messages would only confuse', () => {
    expect(schema.safeParse(HIGH).error?.issues).toHaveLength(1);
    expect(schema.safeParse('ab').error?.issues[0]?.message).toBe('too short');
    expect(schema.parse('abc')).toBe('abc');
  });

  it('takes a message of its own when the field has a better one', () => {
    const token = z.string().check(storableText('token', 'Bad link'));
    expect(token.safeParse(NUL).error?.issues[0]?.message).toBe('Bad link');
  });
});

/** One user-typed field of a shared schema: a valid form around it, the words its messages use, its limit. */
type FieldCase = {
  schema: z.ZodMiniType;
  valid: Record<string, unknown>;
  field: string;
  words: string;
  max?: { length: number; message: string };
};

const fieldCase = (
  schema: z.ZodMiniType,
  valid: Record<string, unknown>,
  field: string,
  words: string,
  max?: FieldCase['max'],
): FieldCase => ({ schema, valid, field, words, max });

const EMAIL_LIMIT = { length: EMAIL_MAX, message: VALIDATION.email };
const PASSWORD_LIMIT = { length: PASSWORD_MAX, message: VALIDATION.passwordMax };
const LOGIN = { email: 'ada@example.com', password: 'password-1' };
const NEW_PASSWORD = { password: 'password-1', confirmPassword: 'password-1' };

/** Every user-typed field of every shared schema. */
const FIELDS: FieldCase[] = [
  fieldCase(captionRequestSchema, { description: 'A post' }, 'description', 'description', {
    length: CAPTION_DESCRIPTION_MAX,
    message: CAPTION_MESSAGES.tooLong,
  }),
  fieldCase(researchRequestSchema, { question: 'Oat milk in Berlin?' }, 'question', 'question', {
    length: RESEARCH_QUESTION_MAX,
    message: RESEARCH_MESSAGES.tooLong,
  }),
  ...(['name', 'email', 'password', 'confirmPassword'] as const).map((field) =>
    fieldCase(
      signupSchema,
      { name: 'Ada', email: 'ada@example.com', ...NEW_PASSWORD },
      field,
      {
        name: 'name',
        email: 'email address',
        password: 'password',
        confirmPassword: 'password confirmation',
      }[field],
      {
        name: { length: NAME_MAX, message: VALIDATION.nameMax },
        email: EMAIL_LIMIT,
        // Both password fields must change together; the password's limit is checked with the other forms.
        password: undefined,
        confirmPassword: undefined,
      }[field],
    ),
  ),
  fieldCase(loginSchema, LOGIN, 'email', 'email address'),
  fieldCase(loginSchema, LOGIN, 'password', 'password', PASSWORD_LIMIT),
  fieldCase(forgotPasswordSchema, { email: 'ada@example.com' }, 'email', 'email address'),
  fieldCase(resetPasswordSchema, NEW_PASSWORD, 'password', 'password'),
  fieldCase(
    resetPasswordPayloadSchema,
    { token: 'abc', newPassword: 'password-1' },
    'newPassword',
    'password',
    PASSWORD_LIMIT,
  ),
  fieldCase(profileSchema, { name: 'Ada' }, 'name', 'name', {
    length: NAME_MAX - 1,
    message: VALIDATION.nameMax,
  }),
  fieldCase(
    changePasswordPayloadSchema,
    { currentPassword: 'old-password', newPassword: 'password-1' },
    'currentPassword',
    'current password',
    PASSWORD_LIMIT,
  ),
  fieldCase(
    changePasswordSchema,
    { currentPassword: 'old-password', ...NEW_PASSWORD },
    'currentPassword',
    'current password',
  ),
  fieldCase(
    passwordConfirmationSchema,
    { password: 'old-password' },
    'password',
    'current password',
    PASSWORD_LIMIT,
  ),
  ...(['name', 'email', 'company', 'phone', 'message'] as const).map((field) =>
    fieldCase(
      enterpriseLeadSchema,
      { name: 'Ada', email: 'ada@example.com', company: 'Acme', phone: '555', message: 'Hi' },
      field,
      field === 'email' ? 'email address' : words(field),
      field === 'email'
        ? EMAIL_LIMIT
        : {
            length: LEAD_FIELD_MAX[field],
            message: TEXT_MESSAGES.tooLong(words(field), LEAD_FIELD_MAX[field]),
          },
    ),
  ),
  fieldCase(
    checkoutRequestSchema,
    { planName: 'Pro', discountCode: 'JUN20' },
    'discountCode',
    'discount code',
  ),
];

function words(field: 'name' | 'company' | 'phone' | 'message') {
  return { name: 'full name', company: 'company', phone: 'phone number', message: 'message' }[field];
}

/** A value of `length` characters the field would otherwise accept (an address for email fields). */
function longValue(field: string, length: number) {
  return field === 'email'
    ? `${'a'.repeat(length - 'a@example.com'.length + 1)}@example.com`
    : 'a'.repeat(length);
}

describe('every shared schema refuses unstorable text with the field named', () => {
  it.each(FIELDS.map((entry) => [`${entry.field} (${entry.words})`, entry] as const))(
    '%s',
    (_label, { schema, valid, field, words: fieldWords, max }) => {
      expect(z.safeParse(schema, valid).success).toBe(true);
      for (const bad of [`a${NUL}b`, `a${HIGH}b`, `a${LOW}b`]) {
        const result = z.safeParse(schema, { ...valid, [field]: bad });
        expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unsavable(fieldWords));
        expect(result.error?.issues[0]?.path).toEqual([field]);
      }
      if (max) {
        expect(z.safeParse(schema, { ...valid, [field]: longValue(field, max.length) }).success).toBe(true);
        const tooLong = z.safeParse(schema, { ...valid, [field]: longValue(field, max.length + 1) });
        expect(tooLong.error?.issues[0]?.message).toBe(max.message);
      }
    },
  );

  it('refuses an unusable reset token as an invalid link', () => {
    for (const token of [NUL, HIGH, '', 'x'.repeat(RESET_TOKEN_MAX + 1)]) {
      const result = resetPasswordPayloadSchema.safeParse({ token, newPassword: 'password-1' });
      expect(result.error?.issues[0]?.message).toBe(AUTH_ERRORS.resetLinkInvalid);
    }
  });

  it('refuses an overlong discount code as an invalid one', () => {
    const result = checkoutRequestSchema.safeParse({ planName: 'Pro', discountCode: 'J'.repeat(21) });
    expect(result.error?.issues[0]?.message).toBe(BILLING_MESSAGES.invalidDiscount);
  });

  it('refuses unstorable attachment ids', () => {
    const result = captionRequestSchema.safeParse({ description: 'A post', attachmentIds: [`id${NUL}`] });
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unsavable('attachment id'));
  });
});
