import { describe, expect, it } from 'vitest';
import { isSignedOutOnlyPagePath, loginPathReturningTo, returnPathFrom, testCheckoutPath } from './routes';

describe('testCheckoutPath', () => {
  it('fills the id into the pattern', () => {
    expect(testCheckoutPath('chk_abc')).toBe('/billing/checkout/chk_abc');
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
