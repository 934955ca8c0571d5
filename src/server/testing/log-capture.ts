import { createLogger, type Logger } from '../logger';

export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** A real logger (the app's settings) writing into memory: `lines` parsed, `text` exactly as written. */
export function captureLogs(level = 'debug'): { logger: Logger; lines: LogLine[]; text: () => string } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger(level, {
    write(chunk: string) {
      raw.push(chunk);
      lines.push(JSON.parse(chunk) as LogLine);
    },
  });
  return { logger, lines, text: () => raw.join('') };
}

/** pino's numeric levels. */
export const LOG_LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
