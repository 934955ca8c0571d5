/**
 * The log form of an error: what explains the failure (type, message, code, the cause chain, the stack), never
 * the values it was called with. drizzle's DrizzleQueryError carries the SQL parameters in `params` and in its
 * message ("params: …"), and PostgreSQL quotes a bad value back in its message (`invalid input syntax for type
 * uuid: "…"`); those values are session tokens, emails, user text. So fields are copied from a short allow-list
 * and every parameter value found anywhere in the chain is blanked out of the texts that are kept.
 */
export type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SerializedError | string;
  errors?: (SerializedError | string)[];
  [field: string]: unknown;
};

/** Fields that name a failure without carrying user data. */
const KEPT_FIELDS = [
  'code',
  'kind',
  'status',
  'statusCode',
  'errno',
  'syscall',
  'address',
  'port',
  'constraint',
  'table',
] as const;
const MAX_DEPTH = 5;
const MAX_QUERY_CHARS = 1_000;
const REDACTED = '[redacted]';
/** Shorter values ("1", "true") would blank ordinary words; the secrets worth hiding are longer. */
const MIN_SECRET_CHARS = 4;

export function serializeError(value: unknown): unknown {
  if (!isObject(value)) return value;
  const secrets = collectParameterValues(value);
  return serialize(value, (text) => scrub(text, secrets), 0);
}

function serialize(error: object, clean: (text: string) => string, depth: number): SerializedError | string {
  if (!(error instanceof Error) && !('message' in error)) return clean(String(error as unknown));
  const source = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown };
  const type =
    typeof source.name === 'string' && source.name !== 'Error' ? source.name : error.constructor.name;
  // drizzle puts "params: …" on the message's second line; only the first line says what failed.
  const message = clean(String(source.message ?? '').split('\nparams:')[0] ?? '');
  const result: SerializedError = { type, message };
  for (const field of KEPT_FIELDS) {
    const kept = source[field];
    if (typeof kept === 'string' || typeof kept === 'number') result[field] = kept;
  }
  if (typeof source.query === 'string') result.query = clean(source.query.slice(0, MAX_QUERY_CHARS));
  if (typeof source.stack === 'string') {
    // The stack's header repeats the raw message; only the frames are kept, under the cleaned message.
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    result.stack = [`${type}: ${message}`, ...frames.map(clean)].join('\n');
  }
  if (depth < MAX_DEPTH) {
    if (isObject(source.cause)) result.cause = serialize(source.cause, clean, depth + 1);
    else if (typeof source.cause === 'string') result.cause = clean(source.cause);
    if (Array.isArray(source.errors)) {
      result.errors = source.errors
        .slice(0, 5)
        .map((inner: unknown) =>
          isObject(inner) ? serialize(inner, clean, depth + 1) : clean(String(inner)),
        );
    }
  }
  return result;
}

/** Every parameter value of the failed queries in the error's chain (`params` in drizzle, `parameters` elsewhere). */
function collectParameterValues(error: object): string[] {
  const values = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; isObject(current) && depth <= MAX_DEPTH; depth++) {
    const record = current as { params?: unknown; parameters?: unknown; cause?: unknown };
    for (const list of [record.params, record.parameters]) {
      if (!Array.isArray(list)) continue;
      for (const parameter of list) {
        const text =
          typeof parameter === 'string'
            ? parameter
            : parameter === null || parameter === undefined
              ? ''
              : typeof parameter === 'object'
                ? safeJson(parameter)
                : String(parameter as number | boolean | bigint);
        if (text.length >= MIN_SECRET_CHARS) values.add(text);
      }
    }
    current = record.cause;
  }
  // Longest first, so a value containing another is blanked whole.
  return [...values].sort((a, b) => b.length - a.length);
}

function scrub(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}

function safeJson(value: object): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
