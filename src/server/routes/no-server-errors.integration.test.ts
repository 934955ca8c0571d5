import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createAiEngine } from '../integrations/ai/providers';
import { LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE, rawJson } from '../testing/hostile-input';
import { createSignedInUser, createTestRuntime, TestClient, type TestRuntime } from '../testing/test-runtime';

/**
 * Whatever a client sends, the answer is never a 5xx: every API route (ours, and better-auth's behind
 * /api/auth) is sent wrong types, nested values, huge numbers, U+0000 and lone surrogates in every field a
 * route might read, malformed JSON, empty bodies and the wrong content types.
 */

let runtime: TestRuntime;
let account: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  runtime = await createTestRuntime(
    {},
    { ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent' }), { offlineChunkDelayMs: 0 }) },
  );
  account = await createSignedInUser(runtime, 'Sweep User');
});
afterAll(() => runtime.close());

type Route = { method: string; path: string };

/** Every concrete route the app answers, plus every endpoint better-auth serves under /api/auth. */
function allRoutes(): Route[] {
  const ours = runtime.app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
    .map(({ method, path }) => ({ method, path }));
  const endpoints = Object.values(runtime.auth.api as Record<string, unknown>) as {
    path?: string;
    options?: { method?: string | string[] };
  }[];
  const auth = endpoints.flatMap((endpoint) =>
    endpoint.path
      ? [endpoint.options?.method ?? 'GET']
          .flat()
          .map((method) => ({ method: method === '*' ? 'POST' : method, path: `/api/auth${endpoint.path}` }))
      : [],
  );
  const unique = new Map([...ours, ...auth].map((route) => [`${route.method} ${route.path}`, route]));
  return [...unique.values()];
}

/** The field names any route here reads, each with a value that would pass on its own. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'sweep-target@example.com',
  password: 'not-the-password',
  confirmPassword: 'not-the-password',
  name: 'Ada Lovelace',
  description: 'A launch post for our new matcha latte',
  question: 'What is the market for oat milk in Berlin?',
  attachmentIds: [],
  planName: 'Pro',
  interval: 'month',
  discountCode: 'JUN20',
  company: 'Acme',
  phone: '+1 555 0100',
  message: 'Hello',
  token: 'not-a-token',
  newPassword: 'new-password-123',
  currentPassword: 'not-the-password',
  revokeOtherSessions: false,
  code: '123456',
  trustDevice: false,
  provider: 'google',
  callbackURL: '/dashboard',
  newEmail: 'other@example.com',
  image: 'https://example.com/a.png',
  idToken: { token: 'x' },
  accountId: 'x',
  providerId: 'google',
  userId: 'x',
  issuer: 'Copilot',
  rememberMe: true,
  state: 'x',
};

const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  LONE_HIGH_SURROGATE,
  `x${LONE_HIGH_SURROGATE}y`,
  LONE_LOW_SURROGATE,
  'x'.repeat(20_000),
  12345,
  1e308,
  -1,
  null,
  true,
  [],
  ['\u0000'],
  {},
  { nested: { deeper: ['\u0000'] } },
];

type Attempt = { label: string; body?: string; contentType?: string };

function bodyAttempts(perField: boolean): Attempt[] {
  const attempts: Attempt[] = [
    { label: 'empty JSON body', body: '', contentType: 'application/json' },
    { label: 'no body, no type' },
    { label: 'malformed JSON', body: '{"email":', contentType: 'application/json' },
    { label: 'JSON null', body: 'null', contentType: 'application/json' },
    { label: 'JSON array', body: '[{"email":"a@b.co"}]', contentType: 'application/json' },
    { label: 'JSON string with NUL', body: '"\\u0000"', contentType: 'application/json' },
    { label: 'huge number', body: '1e999', contentType: 'application/json' },
    {
      label: 'deep nesting',
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      contentType: 'application/json',
    },
    { label: 'prototype keys', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
    { label: 'NUL key', body: '{"\\u0000":"\\u0000"}', contentType: 'application/json' },
    { label: 'text/plain JSON', body: rawJson(PLAUSIBLE), contentType: 'text/plain' },
    {
      label: 'form body',
      body: 'email=a%00b&password=%00&name=%ED%A0%80',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      label: 'multipart with NUL names',
      body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0000\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
    { label: 'multipart without boundary', body: 'x', contentType: 'multipart/form-data' },
  ];
  for (const [index, value] of HOSTILE_VALUES.entries()) {
    attempts.push({
      label: `every field = hostile #${index}`,
      body: rawJson(Object.fromEntries(Object.keys(PLAUSIBLE).map((key) => [key, value]))),
      contentType: 'application/json',
    });
  }
  // One field at a time, the others plausible: a route that checks some fields must check them all.
  for (const key of perField ? Object.keys(PLAUSIBLE) : []) {
    for (const value of ['a\u0000b', `a${LONE_HIGH_SURROGATE}b`]) {
      attempts.push({
        label: `${key} = ${JSON.stringify(value)}`,
        body: rawJson({ ...PLAUSIBLE, [key]: value }),
        contentType: 'application/json',
      });
    }
  }
  return attempts;
}

const QUERY_ATTEMPTS = [
  '',
  '?token=%00&to=%00&limit=%00&id=%00&callbackURL=%00&state=%00&code=%00',
  '?token=%ED%A0%80&to=%ED%A0%80&callbackURL=%ED%A0%80',
  '?token=%E0%A4%A&to=%',
  `?token=${'x'.repeat(5000)}&to=${'x'.repeat(5000)}`,
  '?limit=-1&offset=1e999&page=NaN',
  '?token[]=1&token[]=2&to[a]=b',
  '?%00=%00',
];

const PARAM_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  'chk_%00aaaaaaaa',
];

function concretePaths(path: string): string[] {
  if (!path.includes(':')) return [path];
  return PARAM_VALUES.map((value) => path.replace(/:[A-Za-z]+/g, value));
}

/** The local mailbox answers only loopback clients; this request comes from 127.0.0.1. */
function fromLoopback(path: string, init: RequestInit) {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4' } } };
  return runtime.app.request(`http://localhost:3000${path}`, init, env);
}

/** Keeps the sweep signed in: some attempts (sign-out, sign-in with other data) end the session. */
async function signedInClient(client: TestClient): Promise<TestClient> {
  const session = (await (await client.get('/api/auth/get-session')).json()) as unknown;
  if (session) return client;
  const fresh = new TestClient(runtime.app);
  const response = await fresh.post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  expect(response.status).toBe(200);
  return fresh;
}

describe('no route answers 5xx to hostile input', () => {
  it('covers the app and better-auth routes', () => {
    const paths = allRoutes().map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /api/captions',
      'POST /api/research',
      'POST /api/billing/enterprise',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/two-factor/enable',
      'GET /api/auth/reset-password/:token',
      'GET /api/uploads/:id',
      'GET /dev/mailbox',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it.each([
    ['anonymous', false],
    ['signed in', true],
  ])(
    'answers every route below 500 (%s)',
    async (_label, signIn) => {
      let client = signIn ? account.client : new TestClient(runtime.app);
      const failures: string[] = [];
      for (const route of allRoutes()) {
        for (const path of concretePaths(route.path)) {
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          const attempts = hasBody
            ? bodyAttempts(signIn)
            : QUERY_ATTEMPTS.map((query) => ({ label: query, query }));
          if (signIn) client = await signedInClient(client);
          for (const attempt of attempts) {
            const query = 'query' in attempt ? attempt.query : '';
            const body = 'body' in attempt ? attempt.body : undefined;
            const headers: Record<string, string> = {};
            if ('contentType' in attempt && attempt.contentType)
              headers['content-type'] = attempt.contentType;
            const init = { method: route.method, headers, body };
            const response = path.startsWith('/dev/')
              ? await fromLoopback(`${path}${query}`, init)
              : await client.fetch(`${path}${query}`, init);
            // Streamed answers are read to the end: a failure inside the stream must not be a 5xx either.
            await response.arrayBuffer();
            if (response.status >= 500) {
              failures.push(`${route.method} ${path}${query} [${attempt.label}] -> ${response.status}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      // The sweep reached the mailbox itself, not its loopback refusal.
      expect((await fromLoopback('/dev/mailbox?to=%00', {})).status).toBe(200);
    },
    600_000,
  );
});
