import { describe, expect, it } from 'vitest';
import { AI_TOOL_LIST } from './ai-tools';
import { isKnownPagePath, isSignedInPagePath } from './known-pages';
import { testCheckoutPath } from './routes';

describe('isKnownPagePath', () => {
  it('knows every page route, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/',
      '/dashboard/memecontent',
      '/dashboard/manage-subscription',
      ...AI_TOOL_LIST.map((tool) => tool.path),
      '/dashboard/socialmediacaption/',
      '/dashboard/market-intelligence',
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

describe('isSignedInPagePath', () => {
  it('is true for every dashboard page and test-mode billing, false for public pages and unknown paths', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/profile',
      '/dashboard/socialmediacaption',
      ...AI_TOOL_LIST.map((tool) => tool.path),
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
