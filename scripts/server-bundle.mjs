// How the server's code is bundled, by the build (scripts/build-server.mjs) and by the benchmark's server alike:
// one ESM file for Node 20 holding only our code; packages stay external (installed by npm).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Bundles `entry` into `outfile`; `options` adds to the shared settings (a source map, say). */
export function bundleServerEntry(entry, outfile, options = {}) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    ...options,
  });
}

/**
 * Worker threads the server starts, each bundled beside the server's bundle under the name its code looks for
 * (`new URL('./offline-worker.js', import.meta.url)`).
 */
export const SERVER_WORKERS = {
  'offline-worker.js': fileURLToPath(
    new URL('../src/server/integrations/ai/offline-worker.ts', import.meta.url),
  ),
};

/** Bundles the server's worker threads into `outdir`, beside a server bundle. */
export async function bundleServerWorkers(outdir, options = {}) {
  for (const [name, entry] of Object.entries(SERVER_WORKERS)) {
    await bundleServerEntry(entry, `${outdir}/${name}`, options);
  }
}
