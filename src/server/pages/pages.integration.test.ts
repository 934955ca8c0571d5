import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES_ELEMENT_ID } from '@shared/after-paint-loader';
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@shared/page-bootstrap';
import * as serverRenderer from '../../client/entry-server';
import { session as sessionTable, user as userTable } from '../db/schema';
import { THEME_SCRIPT, createPageTestRuntime } from '../testing/page-runtime';
import { TestClient, createSignedInUser, type TestRuntime } from '../testing/test-runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createPageTestRuntime(serverRenderer);
});
afterAll(async () => {
  await runtime.close();
});

const anonymous = () => new TestClient(runtime.app, runtime.appOrigin);

/** The data a page carries for the browser, read back as the browser reads it. */
function pageData(html: string): PageBootstrap {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`),
  );
  if (!match) throw new Error('the page carries no data element');
  return JSON.parse(match[1]!) as PageBootstrap;
}

describe('who may see a page is decided before any HTML', () => {
  it('sends an anonymous visitor of a signed-in page to /login with a 302 that remembers the page', async () => {
    for (const [asked, next] of [
      ['/dashboard', '/dashboard'],
      ['/dashboard/profile?tab=x', '/dashboard/profile?tab=x'],
      ['/dashboard/socialmediacaption', '/dashboard/socialmediacaption'],
      ['/billing/portal', '/billing/portal'],
    ] as const) {
      const response = await anonymous().get(asked);
      expect(response.status, asked).toBe(302);
      const location = new URL(response.headers.get('location')!, 'http://localhost:3000');
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('next')).toBe(next);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('sends a signed-in user away from the landing and login pages, to the remembered page if it is ours', async () => {
    const { client } = await createSignedInUser(runtime);
    for (const [asked, location] of [
      ['/', '/dashboard'],
      ['/login', '/dashboard'],
      ['/login?next=%2Fdashboard%2Fpricing', '/dashboard/pricing'],
      ['/login?next=%2F%2Fevil.example%2F', '/dashboard'],
      ['/login?next=https%3A%2F%2Fevil.example%2F', '/dashboard'],
    ] as const) {
      const response = await client.get(asked);
      expect(response.status, asked).toBe(302);
      expect(response.headers.get('location'), asked).toBe(location);
    }
  });

  it('treats a revoked session as anonymous', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    await runtime.database.db.delete(sessionTable).where(eq(sessionTable.userId, userId));
    expect((await client.get('/dashboard')).status).toBe(302);
    expect((await client.get('/login')).status).toBe(200);
  });
});

describe('pages arrive rendered, with what the server knows', () => {
  it('renders a signed-in page with the user, the credits and the page heading, and caches it nowhere', async () => {
    const { client, email } = await createSignedInUser(runtime, 'Ada Lovelace');
    const response = await client.get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Welcome, <!-- -->Ada Lovelace<!-- -->!<\/h1>/);
    const data = pageData(html);
    expect(data.session?.user).toMatchObject({ name: 'Ada Lovelace', email });
    expect(data.credits).toMatchObject({ subscriptionTier: 'free' });
    expect(data.config).toEqual(await (await client.get('/api/config')).json());
    // The credits the page shows are the ones the API gives.
    expect(data.credits).toEqual(await (await client.get('/api/credits')).json());
  });

  it('never puts the session token or another user’s data in a page', async () => {
    const ada = await createSignedInUser(runtime, 'Ada Page');
    const grace = await createSignedInUser(runtime, 'Grace Page');
    const html = await (await ada.client.get('/dashboard/profile')).text();
    expect(html).toContain(ada.email);
    expect(html).not.toContain(grace.email);
    expect(html).not.toContain('Grace Page');
    const [row] = await runtime.database.db
      .select({ token: sessionTable.token })
      .from(sessionTable)
      .where(eq(sessionTable.userId, ada.userId));
    expect(html).not.toContain(row!.token);
  });

  it('keeps a hostile name inside the data element: no `</script>` breakout, read back unchanged', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { client, userId } = await createSignedInUser(runtime, 'Mallory');
    await runtime.database.db.update(userTable).set({ name: hostile }).where(eq(userTable.id, userId));
    const html = await (await client.get('/dashboard')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    // The theme script, the data and page-modules elements and the app's loader: nothing the name opened.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(pageData(html).session?.user.name).toBe(hostile);
  });

  it('sets the theme with an inline script the CSP allows by its hash, not a request before the first paint', async () => {
    const { client } = await createSignedInUser(runtime);
    for (const response of [await client.get('/dashboard'), await anonymous().get('/login')]) {
      const html = await response.text();
      expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
      expect(html).not.toContain('src="/theme-init.js"');
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    }
  });

  it('loads the app once the page has painted, by an inline loader the CSP allows by its hash', async () => {
    const { client } = await createSignedInUser(runtime);
    const response = await client.get('/dashboard');
    const html = await response.text();
    expect(html).not.toContain('<script type="module"');
    const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .find((script) => script.includes('"/assets/main.js"'));
    expect(loader).toContain("addEventListener('load'");
    const hash = createHash('sha256').update(loader!).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('loads the sign-in page’s own script once the page has painted, by a loader the CSP allows by its hash', async () => {
    const response = await anonymous().get('/login');
    const html = await response.text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .find((script) => script.includes('"/assets/auth.js"'));
    expect(loader).toContain('"/assets/checks.js"');
    expect(loader).toContain("addEventListener('load'");
    const hash = createHash('sha256').update(loader!).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('lists the chunks of the page’s own modules for the loader, less those the app loads anyway', async () => {
    const { client } = await createSignedInUser(runtime);
    const html = await (await client.get('/dashboard/profile')).text();
    const match = html.match(
      new RegExp(`<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">([^<]*)</script>`),
    );
    expect(JSON.parse(match![1]!)).toEqual([
      '/assets/dashboard-layout.js',
      '/assets/sidebar.js',
      '/assets/profile.js',
      '/assets/form.js',
    ]);
  });

  it('renders public pages for anonymous visitors, and unknown paths as the not-found page with a 404', async () => {
    const login = await anonymous().get('/login');
    expect(login.status).toBe(200);
    const loginHtml = await login.text();
    expect(loginHtml).toContain('Welcome back');
    // Rendered by the server only: no app script, no data to hydrate with.
    expect(loginHtml).not.toContain('/assets/main.js');
    expect(loginHtml).not.toContain(PAGE_BOOTSTRAP_ELEMENT_ID);

    const pricing = await anonymous().get('/subscription');
    expect(pricing.headers.get('cache-control')).toBe('private, no-store');
    const pricingHtml = await pricing.text();
    expect(pricingHtml).toContain('Choose Your Perfect Plan');
    expect(pricingHtml).toContain('Frequently Asked Questions');
    // The same page for every visitor, without the app: the plans ask to log in first.
    expect(pricingHtml).toContain('data-login-message="Please log in to upgrade your plan"');
    expect(pricingHtml).not.toContain('/assets/main.js');
    expect(pricingHtml).not.toContain(PAGE_BOOTSTRAP_ELEMENT_ID);

    const missing = await anonymous().get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });

  it('carries what the page shows first: the plan and the ledger on the subscription page', async () => {
    const { client } = await createSignedInUser(runtime);
    await client.get('/api/credits');
    const html = await (await client.get('/dashboard/manage-subscription')).text();
    const data = pageData(html);
    expect(data.subscription).toEqual(await (await client.get('/api/subscription')).json());
    expect(data.creditHistory).toEqual(await (await client.get('/api/credits/history')).json());
    expect(data.creditHistory?.entries.length).toBeGreaterThan(0);
    // The pricing pages mark the current plan and the profile page shows it; other pages carry neither.
    for (const path of ['/dashboard/pricing', '/dashboard/profile']) {
      expect(pageData(await (await client.get(path)).text()).subscription).toEqual(data.subscription);
    }
    // The dashboard's home carries the day's news and trends (no source configured: the samples, at hand).
    const home = pageData(await (await client.get('/dashboard')).text());
    expect(home).toMatchObject({ subscription: null, creditHistory: null });
    expect(home.news).toEqual(await (await client.get('/api/feeds/news')).json());
    expect(home.trends).toEqual(await (await client.get('/api/feeds/trends')).json());
    expect(home.news?.items.length).toBeGreaterThan(0);
    expect(pageData(await (await client.get('/dashboard/profile')).text())).toMatchObject({
      news: null,
      trends: null,
    });
    // A signed-in user gets /subscription inside the app, with the plan to mark.
    expect(pageData(await (await client.get('/subscription')).text()).subscription).toEqual(
      data.subscription,
    );
  });

  it('checks a reset link before rendering: the form for a good token, "Invalid Reset Link" otherwise', async () => {
    const { email } = await createSignedInUser(runtime);
    await anonymous().post('/api/auth/request-password-reset', { email });
    const mail = (await runtime.outbox())
      .filter((m) => m.to === email && m.subject.startsWith('Reset'))
      .at(-1)!;
    const link = new URL(mail.links[0]!);
    const token = link.searchParams.get('token')!;

    const good = await (await anonymous().get(`${link.pathname}${link.search}`)).text();
    expect(good).toContain('New password');
    expect(good).toContain(`action="/reset-password?token=${token}"`);
    expect(good).not.toContain('Invalid Reset Link');

    for (const bogus of ['bogus', 'x'.repeat(2000)]) {
      const html = await (await anonymous().get(`/reset-password?token=${bogus}`)).text();
      expect(html).toContain('Invalid Reset Link');
      expect(html).not.toContain('New password');
    }
    expect(await (await anonymous().get('/reset-password')).text()).toContain('Invalid Reset Link');
  });

  it('renders the sidebar as the browser left it (its cookie)', async () => {
    const { client } = await createSignedInUser(runtime);
    const open = await (await client.get('/dashboard')).text();
    expect(open).toContain('data-state="expanded"');
    const closed = await (
      await runtime.app.request('http://localhost:3000/dashboard', {
        headers: { cookie: `${client.cookieHeader}; sidebar_state=false` },
      })
    ).text();
    expect(closed).toContain('data-state="collapsed"');
    expect(pageData(closed).sidebarOpen).toBe(false);
  });

  it('sends forms that post back to their page, their submit buttons usable at once', async () => {
    const html = await (await anonymous().get('/login?next=%2Fdashboard%2Fprofile')).text();
    expect(html).toMatch(
      /<form(?=[^>]*method="post")(?=[^>]*action="\/login\?next=%2Fdashboard%2Fprofile")[^>]*aria-label="Sign in"/,
    );
    const signIn = html.match(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/)?.[0];
    expect(signIn).toBeDefined();
    expect(signIn).not.toContain('disabled=""');
  });
});

describe('a form the browser sent itself to a page the app handles', () => {
  it('is not acted on: the page answers with a 303 back to itself', async () => {
    const { client } = await createSignedInUser(runtime);
    const response = await client.fetch('/dashboard/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Someone+Else',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard/profile');
    expect((await anonymous().fetch('/no-such-page', { method: 'POST' })).status).toBe(404);
  });
});
