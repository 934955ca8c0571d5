import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes';

describe('isKnownPagePath', () => {
  it('knows every route of the spec, with or without a trailing slash', () => {
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

  it('does not know other paths', () => {
    for (const path of ['/nope', '/dashboard/nope', '/login/extra', '/api/health']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
