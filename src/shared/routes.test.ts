import { describe, expect, it } from 'vitest';
import { isKnownPagePath, testCheckoutPath } from './routes';

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
