// Decides whether the production build in dist/ is older than the sources it was made from.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
export const STAMP = 'dist/.build-stamp';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

export function isBuildCurrent() {
  const outputs = [STAMP, 'dist/server/index.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
  if (!outputs.every((output) => existsSync(output))) return false;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.every((entry) => newestMtime(entry) <= built);
}

export function markBuilt() {
  writeFileSync(STAMP, new Date().toISOString());
}
