import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ID_MAX,
  CAPTION_DESCRIPTION_MAX,
  CAPTION_MESSAGES,
  RESEARCH_MESSAGES,
  RESEARCH_QUESTION_MAX,
} from '@shared/ai';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, RESET_TOKEN_MAX } from '@shared/constants';
import { AUTH_ERRORS, TEXT_MESSAGES, VALIDATION } from '@shared/messages';
import { BILLING_MESSAGES, DISCOUNT_CODE_MAX, LEAD_FIELD_MAX } from '@shared/plans';
import {
  account,
  checkoutSessions,
  creditLedger,
  enterpriseLeads,
  generations,
  session,
  twoFactor,
  uploads,
  user,
  userCredits,
  verification,
} from '../db/schema';
import { parseEnv } from '../env';
import { isUnstorableTextError } from '../http';
import { createAiEngine } from '../integrations/ai/providers';
import { LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE, rawJson } from '../testing/hostile-input';
import { samplePng } from '../testing/sample-files';
import { createSignedInUser, createTestRuntime, TestClient, type TestRuntime } from '../testing/test-runtime';

/**
 * Text PostgreSQL cannot store (U+0000, a lone surrogate) and oversized text are refused with 400 and the
 * field's message on every route that changes something, before any credit is spent or any row is written.
 */

let runtime: TestRuntime;
let member: Awaited<ReturnType<typeof createSignedInUser>>;

type ErrorBody = { error: { code: string; message: string } };

/** A request the route under test is given no chance to handle: the last line of defence must answer it. */
const PROBE_PATH = '/probe/unstorable-text';

beforeAll(async () => {
  runtime = await createTestRuntime(
    { SALES_EMAIL: 'sales@copilot.test' },
    { ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent' }), { offlineChunkDelayMs: 0 }) },
  );
  // Registered before the first request (the router is built then). It writes a NUL straight to the database,
  // as a route would that forgot its schema.
  runtime.app.post(PROBE_PATH, async (c) => {
    await runtime.database.db
      .insert(verification)
      .values({ id: randomUUID(), identifier: 'probe\u0000', value: 'x', expiresAt: new Date() });
    return c.json({ ok: true });
  });
  member = await createSignedInUser(runtime, 'Table Member');
  // The balance row is created on first read; read it now so later reads change nothing.
  expect((await member.client.get('/api/credits')).status).toBe(200);
});
afterAll(() => runtime.close());

/** Everything these routes could write, and what the user sees of their balance. */
async function snapshot() {
  const { db } = runtime.database;
  const tables = {
    user,
    session,
    account,
    verification,
    twoFactor,
    generations,
    creditLedger,
    userCredits,
    enterpriseLeads,
    checkoutSessions,
    uploads,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  const [profile] = await db.select({ name: user.name }).from(user).where(eq(user.id, member.userId));
  const [login] = await db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, member.userId));
  const [balance] = await db.select().from(userCredits).where(eq(userCredits.userId, member.userId));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, member.userId));
  return {
    counts,
    name: profile?.name,
    passwordHash: login?.password,
    balance,
    ledger,
    credits: await (await member.client.get('/api/credits')).json(),
    mails: (await runtime.outbox()).length,
  };
}

type Bad = 'NUL' | 'lone high surrogate' | 'lone low surrogate' | 'oversized';

type Case = {
  route: string;
  signedIn: boolean;
  /** A body the route would accept, built fresh for each request. */
  valid: () => Record<string, unknown>;
  field: string;
  /** The field in plain words, as its message names it. */
  words: string;
  /** Oversized: the length just past the limit and the field's message for it. */
  max?: { length: number; message: string };
  /** The field is a list of strings (attachment ids): the bad value is its one item. */
  isList?: boolean;
  /** Overrides the message for unstorable text where the field has a better one. */
  unsavable?: string;
};

const uniqueEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
const password = 'password-123';

const CASES: Case[] = [
  {
    route: '/api/captions',
    signedIn: true,
    valid: () => ({ description: 'A launch post for our matcha latte' }),
    field: 'description',
    words: 'description',
    max: { length: CAPTION_DESCRIPTION_MAX + 1, message: CAPTION_MESSAGES.tooLong },
  },
  {
    route: '/api/captions',
    signedIn: true,
    valid: () => ({ description: 'A launch post', attachmentIds: [] }),
    field: 'attachmentIds',
    words: 'attachment id',
    isList: true,
    max: {
      length: ATTACHMENT_ID_MAX + 1,
      message: TEXT_MESSAGES.tooLong('attachment id', ATTACHMENT_ID_MAX),
    },
  },
  {
    route: '/api/research',
    signedIn: true,
    valid: () => ({ question: 'What is the market for oat milk in Berlin?' }),
    field: 'question',
    words: 'question',
    max: { length: RESEARCH_QUESTION_MAX + 1, message: RESEARCH_MESSAGES.tooLong },
  },
  ...(
    [
      ['name', 'name', { length: NAME_MAX + 1, message: VALIDATION.nameMax }],
      ['email', 'email address', { length: EMAIL_MAX + 1, message: VALIDATION.email }],
      ['password', 'password', { length: PASSWORD_MAX + 1, message: VALIDATION.passwordMax }],
    ] as const
  ).map(([field, words, max]) => ({
    route: '/api/auth/sign-up/email',
    signedIn: false,
    valid: () => ({ name: 'Ada Lovelace', email: uniqueEmail(), password }),
    field,
    words,
    max,
  })),
  ...(
    [
      ['email', 'email address', { length: EMAIL_MAX + 1, message: VALIDATION.email }],
      ['password', 'password', { length: PASSWORD_MAX + 1, message: VALIDATION.passwordMax }],
    ] as const
  ).map(([field, words, max]) => ({
    route: '/api/auth/sign-in/email',
    signedIn: false,
    valid: () => ({ email: member.email, password: member.password }),
    field,
    words,
    max,
  })),
  {
    route: '/api/auth/request-password-reset',
    signedIn: false,
    valid: () => ({ email: member.email }),
    field: 'email',
    words: 'email address',
    max: { length: EMAIL_MAX + 1, message: VALIDATION.email },
  },
  {
    route: '/api/auth/reset-password',
    signedIn: false,
    valid: () => ({ token: 'some-token', newPassword: 'new-password-1' }),
    field: 'token',
    words: 'reset link',
    unsavable: AUTH_ERRORS.resetLinkInvalid,
    max: { length: RESET_TOKEN_MAX + 1, message: AUTH_ERRORS.resetLinkInvalid },
  },
  {
    route: '/api/auth/reset-password',
    signedIn: false,
    valid: () => ({ token: 'some-token', newPassword: 'new-password-1' }),
    field: 'newPassword',
    words: 'password',
    max: { length: PASSWORD_MAX + 1, message: VALIDATION.passwordMax },
  },
  {
    route: '/api/auth/update-user',
    signedIn: true,
    valid: () => ({ name: 'Renamed Member' }),
    field: 'name',
    words: 'name',
    max: { length: NAME_MAX, message: VALIDATION.nameMax },
  },
  ...(
    [
      ['currentPassword', 'current password'],
      ['newPassword', 'password'],
    ] as const
  ).map(([field, words]) => ({
    route: '/api/auth/change-password',
    signedIn: true,
    valid: () => ({ currentPassword: member.password, newPassword: 'changed-password-1' }),
    field,
    words,
    max: { length: PASSWORD_MAX + 1, message: VALIDATION.passwordMax },
  })),
  ...['/api/auth/two-factor/enable', '/api/auth/two-factor/disable'].map((route) => ({
    route,
    signedIn: true,
    valid: () => ({ password: member.password }),
    field: 'password',
    words: 'current password',
    max: { length: PASSWORD_MAX + 1, message: VALIDATION.passwordMax },
  })),
  ...(
    [
      ['name', 'full name'],
      ['company', 'company'],
      ['phone', 'phone number'],
      ['message', 'message'],
    ] as const
  ).map(([field, words]) => ({
    route: '/api/billing/enterprise',
    signedIn: true,
    valid: () => ({ name: 'Ada', email: 'ada@example.com', company: 'Acme', phone: '555', message: 'Hi' }),
    field,
    words,
    max: { length: LEAD_FIELD_MAX[field] + 1, message: TEXT_MESSAGES.tooLong(words, LEAD_FIELD_MAX[field]) },
  })),
  {
    route: '/api/billing/enterprise',
    signedIn: true,
    valid: () => ({ name: 'Ada', email: 'ada@example.com', company: 'Acme' }),
    field: 'email',
    words: 'email address',
    max: { length: EMAIL_MAX + 1, message: VALIDATION.email },
  },
  {
    route: '/api/billing/checkout',
    signedIn: true,
    valid: () => ({ planName: 'Pro', interval: 'month', discountCode: 'JUN20' }),
    field: 'discountCode',
    words: 'discount code',
    max: { length: DISCOUNT_CODE_MAX * 2 + 1, message: BILLING_MESSAGES.invalidDiscount },
  },
];

/** The bad value for one field: otherwise plausible text around the character that cannot be stored. */
function badValue(bad: Bad, field: string, length = 0): string {
  if (bad === 'NUL') return 'ab\u0000cd';
  if (bad === 'lone high surrogate') return `ab${LONE_HIGH_SURROGATE}cd`;
  if (bad === 'lone low surrogate') return `ab${LONE_LOW_SURROGATE}cd`;
  const domain = '@example.com';
  return field === 'email' ? `${'a'.repeat(length - domain.length)}${domain}` : 'a'.repeat(length);
}

const table = CASES.flatMap((entry) =>
  (['NUL', 'lone high surrogate', 'lone low surrogate', 'oversized'] as const)
    .filter((bad) => bad !== 'oversized' || entry.max)
    .map((bad) => [`${entry.route} ${entry.field}: ${bad}`, entry, bad] as const),
);

describe('unstorable or oversized text is refused before anything is spent or stored', () => {
  it('starts from requests the routes accept as they are', async () => {
    // Guards the table: a "valid" body that is itself refused would make every row below pass vacuously.
    const client = new TestClient(runtime.app);
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Ada',
      email: uniqueEmail(),
      password,
    });
    expect(response.status).toBe(200);
  });

  it.each(table)('%s → 400 with the field named', async (_label, entry, bad) => {
    const client = entry.signedIn ? member.client : new TestClient(runtime.app);
    const value = badValue(bad, entry.field, entry.max?.length);
    const body = rawJson({ ...entry.valid(), [entry.field]: entry.isList ? [value] : value });
    const before = await snapshot();

    const response = await client.fetch(entry.route, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    const expected =
      bad === 'oversized' ? entry.max!.message : (entry.unsavable ?? TEXT_MESSAGES.unsavable(entry.words));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expected,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL or an overlong reset token in the link check', async () => {
    const client = new TestClient(runtime.app);
    for (const token of ['%00', 'a%00b', 'x'.repeat(RESET_TOKEN_MAX + 1)]) {
      const response = await client.get(`/api/account/reset-token?token=${token}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(AUTH_ERRORS.resetLinkInvalid);
    }
  });
});

describe('requests forwarded to better-auth as they are', () => {
  it('refuses unstorable text anywhere in the body, the query or the path', async () => {
    const before = await snapshot();
    const requests: [string, RequestInit][] = [
      ['/api/auth/revoke-session', { method: 'POST', body: rawJson({ token: 'a\u0000b' }) }],
      ['/api/auth/revoke-session', { method: 'POST', body: rawJson({ token: `a${LONE_HIGH_SURROGATE}` }) }],
      ['/api/auth/sign-out', { method: 'POST', body: rawJson({ nested: [{ deeper: 'x\u0000' }] }) }],
      ['/api/auth/sign-out', { method: 'POST', body: '{"a\\u0000":1}' }],
      ['/api/auth/verify-email?token=%00', { method: 'GET' }],
      ['/api/auth/reset-password/a%00b', { method: 'GET' }],
    ];
    for (const [path, init] of requests) {
      const response = await member.client.fetch(path, {
        ...init,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, path).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(/contains characters that can't be saved/);
    }
    expect(await snapshot()).toEqual(before);
    // Still signed in: the refused sign-out did not happen.
    expect(await (await member.client.get('/api/auth/get-session')).json()).toMatchObject({
      user: { id: member.userId },
    });
  });

  it('refuses redirect targets that are not paths of this app', async () => {
    const client = new TestClient(runtime.app);
    for (const callback of ['%00', '%ED%A0%80', 'x', 'https://evil.example/', '//evil.example', '/\\evil']) {
      const response = await client.get(`/api/auth/verify-email?token=abc&callbackURL=${callback}`);
      expect(response.status, callback).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(
        callback === '%00' ? /can't be saved/ : new RegExp(AUTH_ERRORS.invalidRedirect),
      );
    }
    // The app's own link still works the way it did (an invalid token redirects to the login page).
    const ours = await client.get('/api/auth/verify-email?token=abc&callbackURL=%2Flogin%3Fverified%3D1');
    expect(ours.status).toBe(302);
    expect(ours.headers.get('location')).toMatch(/^\/login\?verified=1&error=/);
  });
});

describe('upload file names', () => {
  it('are stored without the characters PostgreSQL cannot store', async () => {
    const boundary = 'hostile-boundary';
    const png = Buffer.from(samplePng());
    const part = (disposition: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    for (const disposition of [
      'filename="pho\u0000to.png"',
      "filename*=UTF-8''pho%00to.png",
      "filename*=UTF-8''pho%ED%A0%80to.png",
    ]) {
      const response = await member.client.fetch('/api/uploads', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: part(disposition),
      });
      expect(response.status, disposition).toBe(201);
      const { name } = (await response.json()) as { name: string };
      expect(name).not.toContain('\u0000');
      expect(name).toMatch(/^pho.*to\.png$/);
    }
  });

  it('are looked up safely: a NUL, a bad or an overlong id is simply not found', async () => {
    for (const id of ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(5000)]) {
      expect((await member.client.get(`/api/uploads/${id}`)).status, id).toBe(404);
      expect((await member.client.fetch(`/api/uploads/${id}`, { method: 'DELETE' })).status, id).toBe(404);
    }
  });
});

describe('the last line of defence', () => {
  it('answers a database refusal of unstorable text with 400 in the one error shape', async () => {
    const response = await runtime.app.request(`http://localhost:3000${PROBE_PATH}`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: TEXT_MESSAGES.unsavable('request') },
    });
  });

  it('recognises the refusal of this database, and only that', async () => {
    const insert = (identifier: string) =>
      runtime.database.db
        .insert(verification)
        .values({ id: randomUUID(), identifier, value: 'x', expiresAt: new Date() });
    const refusal = await insert('nul\u0000').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUnstorableTextError(refusal)).toBe(true);
    const otherFailure = await runtime.database.db
      .insert(verification)
      .values({ id: 'same-id', identifier: 'a', value: 'x', expiresAt: new Date() })
      .then(() =>
        runtime.database.db
          .insert(verification)
          .values({ id: 'same-id', identifier: 'a', value: 'x', expiresAt: new Date() }),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(otherFailure).toBeDefined();
    expect(isUnstorableTextError(otherFailure)).toBe(false);
  });
});
