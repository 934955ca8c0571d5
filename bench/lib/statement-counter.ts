import pg from 'pg';

/**
 * Counts the statements the pg driver sends from this process (every `Client#query`, BEGIN and COMMIT included;
 * a pool's query goes through it once). Installed once; `count()` reads the running total.
 */
export function countPgStatements(): { count(): number } {
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    __benchCount?: number;
  };
  if (prototype.__benchCount === undefined) {
    prototype.__benchCount = 0;
    const send = prototype.query;
    prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
      prototype.__benchCount! += 1;
      return send.apply(this, args);
    };
  }
  return { count: () => prototype.__benchCount ?? 0 };
}
