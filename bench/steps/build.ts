import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from '../lib/processes';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
/** Build outputs of the benchmark itself: ignored by git (node_modules), found by Node's package resolution. */
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/copilot-bench');

type BuildState = { isBuildCurrent(): boolean; markBuilt(): void };

async function buildState(): Promise<BuildState> {
  const url = pathToFileURL(path.join(ROOT, 'scripts/build-state.mjs')).href;
  return (await import(url)) as BuildState;
}

/**
 * Makes dist/ current the way `npm start` does (build when missing or older than the sources, then stamp it), so
 * the start-up measurement never includes a build.
 */
export async function ensureAppBuild(options: { force?: boolean } = {}): Promise<{ rebuilt: boolean }> {
  const state = await buildState();
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    if (!options.force && state.isBuildCurrent()) return { rebuilt: false };
    console.log('bench: building the app (dist/ is missing or older than the sources)');
    await run('npm', ['run', 'build', '--silent']);
    state.markBuilt();
    return { rebuilt: true };
  } finally {
    process.chdir(cwd);
  }
}

export async function isAppBuildCurrent(): Promise<boolean> {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    return (await buildState()).isBuildCurrent();
  } finally {
    process.chdir(cwd);
  }
}

/**
 * The project's vite.config.ts writes no manifest, and the benchmark does not change it: it runs the same Vite
 * build again with `--manifest` into its own folder. The build is deterministic, so the chunk names match
 * dist/client (checked by the caller).
 */
export async function buildClientManifest(): Promise<string> {
  const outDir = path.join(CACHE_DIR, 'client');
  await run(path.join(BIN, 'vite'), [
    'build',
    '--manifest',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  return outDir;
}

type ServerBundler = {
  bundleServerEntry(entry: string, outfile: string, options?: { tsconfig?: string }): Promise<unknown>;
  bundleServerWorkers(outdir: string, options?: { tsconfig?: string }): Promise<unknown>;
};

/** Bundles bench/server/bench-server.ts as the build bundles the production server (scripts/server-bundle.mjs). */
export async function bundleBenchServer(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const outfile = path.join(CACHE_DIR, 'bench-server.mjs');
  const url = pathToFileURL(path.join(ROOT, 'scripts/server-bundle.mjs')).href;
  const { bundleServerEntry, bundleServerWorkers } = (await import(url)) as ServerBundler;
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  await bundleServerEntry(path.join(ROOT, 'bench/server/bench-server.ts'), outfile, { tsconfig });
  await bundleServerWorkers(CACHE_DIR, { tsconfig });
  return outfile;
}
