// `npm run db:move -- --to postgres://…`: moves the embedded database into PostgreSQL (src/server/db-move.ts).
// A checkout with its dev dependencies runs the TypeScript source through tsx, so it is never out of date; an
// install without them (npm ci --omit=dev after a build) runs the bundle the build made beside the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = fileURLToPath(new URL('../src/server/db-move.ts', import.meta.url));
const bundle = fileURLToPath(new URL('../dist/server/db-move.js', import.meta.url));

function hasTsx() {
  try {
    import.meta.resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (hasTsx() && existsSync(source)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', source, ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: process.cwd(),
  });
  process.exit(result.status ?? 1);
} else if (existsSync(bundle)) {
  // The command replaces this process's work: same output, same exit code.
  await import(bundle);
} else {
  console.error(
    `Neither tsx nor a build was found in ${root}: run \`npm install\` or \`npm run build\` first.`,
  );
  process.exit(1);
}
