import { describe, expect, it } from 'vitest';
import { displayName, initialOf } from './user';

describe('displayName (metadata name, else full name, else email prefix, else "User")', () => {
  it.each([
    [{ name: 'Ada', fullName: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada'],
    [{ name: '', fullName: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada Lovelace'],
    [{ name: '  ', fullName: null, email: 'countess@example.com' }, 'countess'],
    [{ email: '' }, 'User'],
    [null, 'User'],
  ])('%o → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });

  it('uses the first letter, upper-cased, as the avatar fallback', () => {
    expect(initialOf('ada')).toBe('A');
    expect(initialOf('')).toBe('U');
  });
});
