import { protocol } from '@electric-sql/pglite';

/** A column of a statement's rows: its name and its type's OID, as the row description gave them. */
export type RowField = { name: string; dataTypeID: number };

/** Turns a column's text into its value (PGlite's type parsers: int4 → number, timestamptz → Date, …). */
export type TypeParsers = Record<number, ((text: string, typeId: number) => unknown) | undefined>;

const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const NO_DATA = 0x6e; // 'n'
const NOTICE = 0x4e; // 'N'
const PARAMETER_STATUS = 0x53; // 'S'
const ERROR = 0x45; // 'E'

/** The messages of a bind, execute, sync answer that say nothing the rows need. */
const SKIPPED = new Set([
  BIND_COMPLETE,
  COMMAND_COMPLETE,
  READY_FOR_QUERY,
  NO_DATA,
  NOTICE,
  PARAMETER_STATUS,
]);

/**
 * The rows of the backend's answer to one bind, execute and sync, read straight from its bytes. PGlite's own
 * protocol parser copies every field into a new ArrayBuffer before decoding it, about 2 µs a field: on the
 * balance read's eight columns that was more than the statement's own work in the database. Here each field is
 * decoded in place and parsed as PGlite's `parseResults` parses it (the same type parsers, NULL as null).
 *
 * An answer with an error goes through PGlite's parser, so the error thrown is the `DatabaseError` its queries
 * throw (code, detail, constraint). Anything this reader does not know — a notification, a COPY — fails loudly
 * rather than being dropped; the statements run this way are plain reads and writes.
 */
export function readRows(answer: Uint8Array, fields: readonly RowField[], parsers: TypeParsers): unknown[] {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: unknown[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const type = bytes[offset]!;
    // The length counts itself (4 bytes) and the body, not the type byte.
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    if (type === DATA_ROW) rows.push(readRow(bytes, offset + 5, fields, parsers));
    else if (type === ERROR) throw databaseErrorOf(answer);
    else if (!SKIPPED.has(type)) {
      throw new Error(`unexpected message '${String.fromCharCode(type)}' in a statement's answer`);
    }
    offset = end;
  }
  return rows;
}

function readRow(bytes: Buffer, start: number, fields: readonly RowField[], parsers: TypeParsers) {
  const count = bytes.readInt16BE(start);
  if (count !== fields.length) throw new Error(`a row of ${count} fields for ${fields.length} columns`);
  const row: Record<string, unknown> = {};
  let offset = start + 2;
  for (const { name, dataTypeID } of fields) {
    const length = bytes.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      row[name] = null;
      continue;
    }
    const text = bytes.toString('utf8', offset, offset + length);
    offset += length;
    const parse = parsers[dataTypeID];
    row[name] = parse ? parse(text, dataTypeID) : text;
  }
  return row;
}

function databaseErrorOf(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('the database answered with an error it did not describe');
}
