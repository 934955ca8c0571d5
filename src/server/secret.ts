import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts of a local run. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string, logger: Logger): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  logger.warn({ file }, 'AUTH_SECRET is not set: generated one and stored it in DATA_DIR');
  return secret;
}
