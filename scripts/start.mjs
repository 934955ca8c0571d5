// `npm start`: builds when dist/ is missing or older than the sources, then runs the production server.
import { spawnSync } from 'node:child_process';
import { isBuildCurrent, markBuilt } from './build-state.mjs';

if (!isBuildCurrent()) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt();
}

// The server replaces this process's work: same signals, same exit code. Imported by URL: it is a build output,
// which the step above makes, so it may not exist when the sources are checked.
await import(new URL('../dist/server/index.js', import.meta.url).href);
