// How the server's code is bundled, by the build (scripts/build-server.mjs) and by the benchmark's server alike:
// one ESM file for Node 20 holding only our code; packages stay external (installed by npm).
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
