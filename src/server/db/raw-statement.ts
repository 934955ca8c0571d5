import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';
import { readRows, type RowField } from './pglite-rows';

/**
 * A statement whose SQL drizzle builds once, from a template with `sql.placeholder(...)` for its values, then
 * runs with fresh values straight through the driver as a named prepared statement, which the database parses
 * and plans once (per pooled connection on PostgreSQL, once for the process on PGlite): no query building per
 * call, no parse or plan per call. For the hottest statements only; everything else goes through drizzle. Rows
 * come back as the driver returns them, without drizzle's column mapping: select plain text, numbers, booleans
 * and timestamps (both drivers give a timestamp as a Date; cast a date to text).
 *
 * Runs on its own, never inside `db.transaction(...)`: on PostgreSQL it takes another pooled connection, on
 * PGlite it waits for the transaction to end (and would wait for ever inside it).
 */
export function prepareRawStatement<Row, Values extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): (values: Values) => Promise<Row[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const run =
    client instanceof PGlite
      ? pgliteStatement(client, name, text)
      : async (filled: unknown[]) => (await client.query({ name, text, values: filled })).rows;
  return async (values) => {
    const filled = fillPlaceholders(params, values);
    try {
      return (await run(filled)) as Row[];
    } catch (error) {
      // Wrapped as drizzle wraps a failed query, so that error handling and logs treat it as any other query's
      // (the logs keep the cause and drop the parameters).
      throw new DrizzleQueryError(text, filled, error as Error);
    }
  };
}

/**
 * What the backend said of a parsed statement: its parameters' types, and the description of its rows (the
 * columns' names and types; none for a statement that returns no rows).
 */
type Described = { paramTypes: number[]; fields: RowField[] };

/** Each PGlite instance's named statements (one backend, so they live as long as the instance), by name. */
const preparedByInstance = new WeakMap<
  PGlite,
  Map<string, { text: string; described: Promise<Described> }>
>();

/**
 * A named prepared statement on PGlite. PGlite's own `query` sends every statement unnamed and in six separate
 * calls into its WebAssembly backend (parse, describe, bind, describe, execute, sync), so the backend parses and
 * plans it again each time. Here the statement is parsed and described once (its parameters' types and its rows'
 * description, which a prepared statement keeps), and each call is one batch of protocol messages (bind, execute,
 * sync) in one call, its rows read from the answer's bytes with the description kept (`readRows`), taken under
 * both of PGlite's locks as its `query` takes them: no other statement, and no transaction, runs in between.
 */
function pgliteStatement(client: PGlite, name: string, text: string) {
  let statements = preparedByInstance.get(client);
  if (!statements) preparedByInstance.set(client, (statements = new Map()));
  const exclusive = <T>(fn: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));

  /** Parses and describes the statement the first time any caller on this instance needs it. */
  function described(): Promise<Described> {
    const known = statements!.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`prepared statement ${name} is already defined otherwise`);
      return known.described;
    }
    const parsed = exclusive(async () => {
      const messages = await client.execProtocolStream(
        concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        {},
      );
      const rows = messages.find(
        (message): message is InstanceType<typeof protocol.messages.RowDescriptionMessage> =>
          message.name === 'rowDescription',
      );
      return {
        paramTypes: pgliteParse.parseDescribeStatementResults(messages),
        fields: rows?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
      };
    });
    statements!.set(name, { text, described: parsed });
    // A parse that failed (the instance closing, say) is tried again by the next call.
    parsed.catch(() => statements!.get(name)?.described === parsed && statements!.delete(name));
    return parsed;
  }

  return async (values: unknown[]): Promise<unknown[]> => {
    await client._checkReady();
    const { paramTypes: types, fields } = await described();
    const serialized = values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[types[index]!];
      return serialize ? serialize(value) : String(value);
    });
    const answer = await exclusive(() =>
      rawAnswer(
        client,
        concat([
          protocol.serialize.bind({ statement: name, values: serialized }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      ),
    );
    return readRows(answer, fields, client.parsers);
  };
}

/** The backend's answer to `message`, its bytes as written (copied: they are written into reused memory). */
async function rawAnswer(client: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await client.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  return chunks.length === 1 ? chunks[0]! : concat(chunks);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
