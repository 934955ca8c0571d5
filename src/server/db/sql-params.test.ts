import { describe, expect, it } from 'vitest';
import { withoutSqlParams } from './sql-params';

describe('withoutSqlParams', () => {
  it('keeps the query and drops its parameters', () => {
    const message = 'Failed query: select * from "sessions" where "token" = $1\nparams: secret-session-token';
    expect(withoutSqlParams(message)).toBe('Failed query: select * from "sessions" where "token" = $1');
  });

  it('leaves other messages alone', () => {
    expect(withoutSqlParams('Connection terminated unexpectedly')).toBe('Connection terminated unexpectedly');
  });
});
