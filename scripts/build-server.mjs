// Bundles the server into dist/server/index.js. Packages stay external (installed by npm), so the bundle holds
// only our code; the migrations are read from the package root at run time.
import { bundleServerEntry, bundleServerWorkers } from './server-bundle.mjs';

// The server, and the command that moves an embedded install into PostgreSQL (`npm run db:move`), which must
// run where the app was built even without the dev dependencies.
const entries = {
  'dist/server/index.js': 'src/server/index.ts',
  'dist/server/db-move.js': 'src/server/db-move.ts',
};

for (const [outfile, entry] of Object.entries(entries)) {
  await bundleServerEntry(entry, outfile, { sourcemap: 'linked' });
}
await bundleServerWorkers('dist/server', { sourcemap: 'linked' });
