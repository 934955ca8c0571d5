import { describe, expect, it } from 'vitest';
import { serializeError } from './safe-error';

describe('serializeError', () => {
  it('keeps type, message, code and the cause chain, and drops every other field', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(someone@example.com) already exists.',
      },
    );
    const error = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: someone@example.com'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into users (email) values ($1)',
        params: ['someone@example.com'],
        cause,
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into users (email) values ($1)',
      query: 'insert into users (email) values ($1)',
      cause: { type: 'Error', code: '23505', constraint: 'users_email_key' },
    });
    expect(JSON.stringify(logged)).not.toContain('someone@example.com');
    expect(logged).not.toHaveProperty('params');
  });

  it('blanks a parameter value wherever a deeper error quotes it', () => {
    const token = 'tok_4f9a8b7c6d5e4f3a2b1c';
    const error = Object.assign(new Error(`Failed query: select $1::uuid\nparams: ${token}`), {
      params: [token, 7, null],
      cause: new Error(`invalid input syntax for type uuid: "${token}"`, { cause: `near ${token}` }),
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(token);
    expect(logged).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
  });

  it('keeps the errors of an AggregateError (a connection refused on each address) and passes non-errors through', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
        code: 'ECONNREFUSED',
        address,
        port: 5432,
      });
    const logged = serializeError(new AggregateError([refused('127.0.0.1'), refused('::1')], ''));
    expect(logged).toMatchObject({
      type: 'AggregateError',
      errors: [
        { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 },
        { code: 'ECONNREFUSED', address: '::1' },
      ],
    });
    expect(serializeError('plain text')).toBe('plain text');
    expect(serializeError(undefined)).toBeUndefined();
  });
});
