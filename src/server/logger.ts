import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestContext } from './request-context';
import { serializeError, type SerializedError } from './safe-error';

export type { Logger };

/**
 * Plain text for a person at a terminal: stdout is a TTY and NODE_ENV is not explicitly `production` (unset, as
 * under `npm start`, counts as not). Everywhere else — a pipe, a file, systemd, tests — JSON lines.
 */
export function wantsTextLogs(
  env: Record<string, string | undefined> = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): boolean {
  return Boolean(stdout.isTTY) && env.NODE_ENV !== 'production';
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * One of our JSON log lines as a person reads it: `12:03:04 INFO  request method=GET status=200 ms=3 reqId=…`, and
 * for an error or worse the error's stack below it. It shows the same fields as the JSON, so nothing redacted returns.
 */
export function formatLogLine(json: string): string {
  const { level, time, msg, err, error, reqId, ...fields } = JSON.parse(json) as Record<string, unknown>;
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const failure = (err ?? error) as Partial<SerializedError> | string | null | undefined;
  const isError = typeof failure === 'object' && failure !== null && typeof failure.message === 'string';
  const parts = [
    typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '',
    (LEVEL_NAMES[level as number] ?? String(level)).padEnd(5),
    typeof msg === 'string' ? msg : '',
    ...Object.entries(fields).map(([key, value]) => `${key}=${show(value)}`),
    failure == null ? '' : `error=${isError ? `${failure.type}: ${failure.message}` : show(failure)}`,
    reqId === undefined ? '' : `reqId=${show(reqId)}`,
  ];
  // The stack's first line repeats the type and message shown above.
  const frames = isError && (level as number) >= 50 ? (failure.stack ?? '').split('\n').slice(1) : [];
  return [parts.filter(Boolean).join(' '), ...frames.map((frame) => `    ${frame.trim()}`), ''].join('\n');
}

/** stdout, each line turned into plain text by `formatLogLine`. */
const textStdout: DestinationStream = {
  write(line) {
    let text = line;
    try {
      text = formatLogLine(line);
    } catch {
      // Not one of our JSON lines: printed as it is.
    }
    process.stdout.write(text);
  },
};

/**
 * JSON logs on stdout (or `destination`, for tests); plain text instead when `wantsTextLogs()`. Every line written
 * while a request is served carries its `reqId`, also from services that were handed this root logger. Errors go
 * through `serializeError`, which keeps what explains a failure and drops the values it was called with (SQL
 * parameters: session tokens, emails).
 */
export function createLogger(
  level: string,
  destination: DestinationStream | undefined = wantsTextLogs() ? textStdout : undefined,
): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: () => {
        const context = currentRequestContext();
        return context ? { reqId: context.requestId } : {};
      },
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
          'cookie',
          'authorization',
          'password',
          'token',
          'params',
          '*.password',
          '*.token',
          '*.cookie',
          '*.authorization',
          '*.params',
        ],
        remove: true,
      },
    },
    destination,
  );
}
