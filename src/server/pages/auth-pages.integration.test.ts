import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, REQUEST_ERRORS, VALIDATION } from '@shared/messages';
import * as serverRenderer from '../../client/entry-server';
import { AUTH_COPY } from '../../client/features/auth/copy';
import { createPageTestRuntime } from '../testing/page-runtime';
import { TestClient, createConfirmedUser, type TestRuntime } from '../testing/test-runtime';

// The sign-in, sign-up and password forms as a browser without JavaScript sends them: url-encoded posts to the
// page's own address, answered with the next page (303) or the same page with its messages.

let runtime: TestRuntime;
let counter = 0;

beforeAll(async () => {
  runtime = await createPageTestRuntime(serverRenderer);
});
afterAll(async () => {
  await runtime.close();
});

const browser = () => new TestClient(runtime.app, runtime.appOrigin);

function post(client: TestClient, pagePath: string, fields: Record<string, string>) {
  return client.fetch(pagePath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/'/g, '&#x27;');

/** The text of the page's alert (role="alert"), or null when it shows none. */
function alertText(html: string): string | null {
  return html.match(/<div role="alert"(?![^>]*hidden)[^>]*>([^<]*)<\/div>/)?.[1] ?? null;
}

async function confirmedAccount() {
  const account = {
    name: 'Form User',
    email: `form-user-${++counter}@example.com`,
    password: 'password-123',
  };
  await createConfirmedUser(runtime, account);
  return account;
}

describe('sign-in', () => {
  it('signs in and goes where the login link remembered, with the session cookie', async () => {
    const account = await confirmedAccount();
    const client = browser();
    const response = await post(client, '/login?next=%2Fdashboard%2Fprofile', {
      email: account.email,
      password: account.password,
      next: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard/profile');
    expect(client.hasSessionCookie).toBe(true);
    const session = (await (await client.get('/api/auth/get-session')).json()) as { user: { email: string } };
    expect(session.user.email).toBe(account.email);
  });

  it('goes to the dashboard when nothing was remembered, and never to another site', async () => {
    const account = await confirmedAccount();
    const response = await post(browser(), '/login', {
      email: account.email,
      password: account.password,
      next: 'https://evil.example/',
    });
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  it('shows the field messages of the shared schema, keeps the email, and never echoes the password', async () => {
    const response = await post(browser(), '/login', { email: 'not-an-email', password: 'abc' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(VALIDATION.email);
    expect(html).toContain(VALIDATION.loginPasswordMin);
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toContain('value="abc"');
  });

  it("refuses a wrong password with the API's message and status", async () => {
    const account = await confirmedAccount();
    const response = await post(browser(), '/login', { email: account.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(alertText(html)).toBe(AUTH_ERRORS.invalidCredentials);
    expect(html).toContain(`value="${account.email}"`);
  });

  it('says when Google is not configured', async () => {
    const response = await post(browser(), '/login', { intent: 'google' });
    expect(response.status).toBe(200);
    expect(alertText(await response.text())).toBe(AUTH_ERRORS.googleNotConfigured);
  });

  it('refuses a post from another site', async () => {
    const response = await post(new TestClient(runtime.app, 'https://evil.example'), '/login', {
      email: 'a@example.com',
      password: 'password-123',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(REQUEST_ERRORS.crossSite);
  });
});

describe('sign-up', () => {
  it('creates the account, then the login page says to confirm the email, once, with the email filled in', async () => {
    const client = browser();
    const email = `new-form-user-${++counter}@example.com`;
    const response = await post(client, '/signup', {
      name: 'New Person',
      email,
      password: 'password-123',
      confirmPassword: 'password-123',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');

    const login = await (await client.get('/login')).text();
    expect(login).toContain(AUTH_COPY.signupConfirm);
    expect(login).toContain(`value="${email}"`);
    // The notice is for that one showing.
    expect(await (await client.get('/login')).text()).not.toContain(AUTH_COPY.signupConfirm);
    expect((await runtime.outbox()).some((mail) => mail.to === email)).toBe(true);
  });

  it('keeps name and email and shows every message when the form is wrong', async () => {
    const response = await post(browser(), '/signup', {
      name: 'J',
      email: 'jane@',
      password: '1234567',
      confirmPassword: '7654321',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      VALIDATION.nameMin,
      VALIDATION.email,
      VALIDATION.passwordMin,
      VALIDATION.passwordsDontMatch,
    ]) {
      expect(html).toContain(inHtml(message));
    }
    expect(html).toContain('value="J"');
    expect(html).toContain('value="jane@"');
    expect(html).not.toContain('value="1234567"');
  });
});

describe('password reset', () => {
  it('sends the link, shows "Check your email", and resets the password from the mailed link', async () => {
    const account = await confirmedAccount();
    const client = browser();
    const sent = await post(client, '/forgot-password', { email: account.email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/forgot-password');
    expect(await (await client.get('/forgot-password')).text()).toContain(AUTH_COPY.resetSentTitle);

    // "try again": the form again, filled in, and no second mail.
    const mailsBefore = (await runtime.outbox()).length;
    const again = await (
      await post(client, '/forgot-password', { intent: 'edit-again', email: account.email })
    ).text();
    expect(again).toContain('Forgot your password?');
    expect(again).toContain(`value="${account.email}"`);
    expect((await runtime.outbox()).length).toBe(mailsBefore);

    const mail = (await runtime.outbox())
      .filter((m) => m.to === account.email && m.subject.startsWith('Reset'))
      .at(-1)!;
    const link = new URL(mail.links[0]!);
    const resetPath = `${link.pathname}${link.search}`;
    const mismatch = await post(client, resetPath, {
      password: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(inHtml(VALIDATION.passwordsDontMatch));

    const reset = await post(client, resetPath, { password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/reset-password');
    expect(await (await client.get('/reset-password')).text()).toContain(AUTH_COPY.passwordUpdated);

    const signIn = await post(browser(), '/login', { email: account.email, password: 'brand-new-1' });
    expect(signIn.status).toBe(303);
    // The link is spent.
    const reused = await post(client, resetPath, { password: 'brand-new-3', confirmPassword: 'brand-new-3' });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(alertText(await reused.text())).toBeTruthy();
  });

  it('checks the email before asking the API', async () => {
    const response = await post(browser(), '/forgot-password', { email: 'nobody at example.com' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(VALIDATION.email);
  });
});
