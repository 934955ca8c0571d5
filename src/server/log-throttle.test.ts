import { describe, expect, it } from 'vitest';
import { captureLogs } from './testing/log-capture';
import { DATABASE_UNREACHABLE, createLogThrottle, failureCause, logThrottled } from './log-throttle';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('log throttle', () => {
  it('admits the first line of a cause, holds back the rest of the interval, then admits with the count', () => {
    const time = clock();
    const throttle = createLogThrottle({ intervalMs: 30_000, now: time.now });
    expect(throttle.admit('db')).toEqual({ suppressed: 0 });
    for (let i = 0; i < 5; i++) {
      time.advance(1_000);
      expect(throttle.admit('db')).toBeUndefined();
    }
    time.advance(24_999);
    expect(throttle.admit('db')).toBeUndefined();
    time.advance(1);
    expect(throttle.admit('db')).toEqual({ suppressed: 6 });
    // The count starts over with the new interval.
    time.advance(30_000);
    expect(throttle.admit('db')).toEqual({ suppressed: 0 });
  });

  it('throttles each cause on its own', () => {
    const time = clock();
    const throttle = createLogThrottle({ intervalMs: 30_000, now: time.now });
    expect(throttle.admit('a')).toEqual({ suppressed: 0 });
    expect(throttle.admit('b')).toEqual({ suppressed: 0 });
    expect(throttle.admit('a')).toBeUndefined();
  });

  it('writes one line per cause per interval, with the number held back on the next one', () => {
    const time = clock();
    const throttle = createLogThrottle({ intervalMs: 30_000, now: time.now });
    const { logger, lines } = captureLogs('debug');
    for (let i = 0; i < 1_000; i++) {
      logThrottled(logger, throttle, 'error', refused(), 'unhandled error');
      time.advance(4); // 1,000 failures in 4 s, as in a database restart
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'unhandled error', cause: DATABASE_UNREACHABLE, suppressed: 0 });
    time.advance(30_000);
    logThrottled(logger, throttle, 'warn', refused(), 'PostgreSQL connection lost; it will be replaced');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ suppressed: 999 });
  });
});

describe('failure causes', () => {
  it('counts every way of not reaching the database as one cause, wherever it sits in the chain', () => {
    const wrapped = (cause: unknown) =>
      Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    const causes = [
      refused(),
      wrapped(refused()),
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new AggregateError([refused(), refused()], ''), { code: 'ECONNREFUSED' }),
      new AggregateError([refused()], ''),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ].map(failureCause);
    expect(new Set(causes)).toEqual(new Set([DATABASE_UNREACHABLE]));
  });

  it('keeps other failures apart by type and code, ignoring the parameters after the first line', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const query = (params: string, cause: Error) =>
      Object.assign(new Error(`Failed query: insert into t values ($1)\nparams: ${params}`), { cause });
    expect(failureCause(query('a', unique))).toBe(failureCause(query('b', unique)));
    expect(failureCause(new TypeError('x is undefined'))).not.toBe(
      failureCause(new TypeError('y is undefined')),
    );
    expect(failureCause(unique)).not.toBe(DATABASE_UNREACHABLE);
  });
});
