import { describe, expect, it } from 'vitest';
import {
  isKnownPagePath,
  isSignedInPagePath,
  isSignedOutOnlyPagePath,
  loginPathReturningTo,
  returnPathFrom,
  testCheckoutPath,
} from './routes';

describe('isKnownPagePath', () => {
  it('knows every page route, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/',
      '/dashboard/memecontent',
      '/dashboard/manage-subscription',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('knows the test-mode checkout (any one id segment) and portal', () => {
    for (const path of [
      '/billing/checkout/chk_AbC-12_xyz',
      '/billing/checkout/chk_AbC-12_xyz/',
      '/billing/portal',
      testCheckoutPath('chk_123'),
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of [
      '/nope',
      '/dashboard/nope',
      '/login/extra',
      '/api/health',
      '/billing',
      '/billing/checkout',
      '/billing/checkout/chk_1/extra',
      '/billing/portal/extra',
      '/billing/checkout/:id/x',
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});

describe('testCheckoutPath', () => {
  it('fills the id into the pattern', () => {
    expect(testCheckoutPath('chk_abc')).toBe('/billing/checkout/chk_abc');
  });
});

describe('isSignedInPagePath', () => {
  it('is true for every dashboard page and test-mode billing, false for public pages and unknown paths', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/profile',
      '/billing/portal',
      '/billing/checkout/x',
    ])
      expect(isSignedInPagePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/login',
      '/subscription',
      '/dashboard/no-such-feature',
      '/billing',
      '/dashboards',
    ])
      expect(isSignedInPagePath(path), path).toBe(false);
  });
});

describe('isSignedOutOnlyPagePath', () => {
  it('is true for the landing and login pages only', () => {
    expect(['/', '/login', '/login/'].map(isSignedOutOnlyPagePath)).toEqual([true, true, true]);
    expect(['/signup', '/dashboard', '/subscription'].map(isSignedOutOnlyPagePath)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('returnPathFrom', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(returnPathFrom('/dashboard/profile?tab=x#top')).toBe('/dashboard/profile?tab=x#top');
    expect(returnPathFrom('/dashboard')).toBe('/dashboard');
  });

  it('refuses anything that could leave the app, and /login itself', () => {
    for (const value of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/dashboard',
    ])
      expect(returnPathFrom(value), String(value)).toBeNull();
  });

  it('reads back what loginPathReturningTo wrote', () => {
    const login = new URL(loginPathReturningTo('/dashboard/profile?tab=x'), 'http://app.test');
    expect(login.pathname).toBe('/login');
    expect(returnPathFrom(login.searchParams.get('next'))).toBe('/dashboard/profile?tab=x');
  });
});
