import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';

/**
 * A statement whose SQL drizzle builds once, from a template with `sql.placeholder(...)` for its values, then
 * runs with fresh values straight through the driver: no query building per call (about a millisecond for a
 * large statement), and on PostgreSQL a named statement that each pooled connection parses and plans once.
 * For the hottest statements only (the credit spend); everything else goes through drizzle. Rows come back as
 * the driver returns them, without drizzle's column mapping: select plain text and numbers.
 */
export function prepareRawStatement<Row, Values extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): (values: Values) => Promise<Row[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return async (values) => {
    const filled = fillPlaceholders(params, values);
    if (client instanceof PGlite) return (await client.query<Row>(text, filled)).rows;
    return (await client.query({ name, text, values: filled })).rows as Row[];
  };
}
