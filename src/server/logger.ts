import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestContext } from './request-context';
import { serializeError } from './safe-error';

export type { Logger };

/**
 * JSON logs on stdout (or `destination`, for tests). Every line written while a request is served carries its
 * `reqId`, also from services that were handed this root logger. Errors go through `serializeError`, which
 * keeps what explains a failure and drops the values it was called with (SQL parameters: session tokens, emails).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
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
