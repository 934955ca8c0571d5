/**
 * Step 5: `npm start` to the first 200, with an empty data directory (PGlite creates its cluster and runs every
 * migration) and with an existing one, and the resident memory once idle. Runs `node scripts/start.mjs`, the
 * command `npm start` runs (npm's own start-up, a few hundred ms, is not the app's); dist/ is current, so it
 * goes straight to the server. The same on PostgreSQL (a fresh database, then the migrated one) shows what
 * the embedded database itself costs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAppServer } from '../lib/app-server';
import { createScratchDatabase, type ScratchDatabase } from '../lib/postgres';
import { rssMb } from '../lib/processes';
import { median } from '../lib/stats';
import { ROOT, ensureAppBuild, isAppBuildCurrent } from './build';

export type StartRuns = {
  emptyMs: number[];
  existingMs: number[];
  /** RSS soon after a first start (the database was just created): `earlyS` after the first 200. */
  earlyRssAfterEmptyMb: number[];
  /** RSS soon after a start on existing data. */
  earlyRssMb: number[];
  /** RSS once idle (`idleS` after the first 200) after a first start. */
  idleRssAfterEmptyMb: number[];
  /** RSS once idle after a start on existing data: the usual case. */
  idleRssMb: number[];
  median: {
    emptyMs: number;
    existingMs: number;
    earlyRssAfterEmptyMb: number;
    earlyRssMb: number;
    idleRssAfterEmptyMb: number;
    idleRssMb: number;
  };
};

export type ImportCost = { module: string; ms: number };

export type StartResult = {
  command: string;
  pglite: StartRuns;
  postgres?: StartRuns;
  postgresError?: string;
  /** Time to import each package the server bundle imports, in a fresh process (median over the starts' count). */
  importCosts: ImportCost[];
};

/**
 * Loads the packages dist/server/index.js imports, one after another in a fresh Node process, timing each.
 * A dependency shared by two packages counts for the first; the order is the bundle's.
 */
function importCosts(reps: number): ImportCost[] {
  const bundle = readFileSync(path.join(ROOT, 'dist/server/index.js'), 'utf8');
  const modules = [
    ...new Set([...bundle.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]!)),
  ].filter((m) => !m.startsWith('node:'));
  const code = `const out = {}; for (const m of ${JSON.stringify(modules)}) { const t = performance.now(); await import(m); out[m] = performance.now() - t; } console.log(JSON.stringify(out));`;
  const runs = Array.from(
    { length: reps },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' }),
      ) as Record<string, number>,
  );
  return modules
    .map((module) => ({ module, ms: median(runs.map((r) => r[module] ?? Number.NaN)) }))
    .sort((a, b) => b.ms - a.ms);
}

async function startRuns(options: {
  label: string;
  workDir: string;
  reps: number;
  earlyS: number;
  idleS: number;
  /** A fresh database for a first start, and the one an "existing" start reuses. */
  database?: () => Promise<ScratchDatabase>;
}): Promise<StartRuns> {
  const script = path.join(ROOT, 'scripts/start.mjs');
  const runs = {
    emptyMs: [] as number[],
    existingMs: [] as number[],
    earlyRssAfterEmptyMb: [] as number[],
    earlyRssMb: [] as number[],
    idleRssAfterEmptyMb: [] as number[],
    idleRssMb: [] as number[],
  };
  const scratch: ScratchDatabase[] = [];

  const startOnce = async (dataDir: string, name: string, databaseUrl: string | undefined) => {
    // Another session may have edited the sources since: rebuild first, or start.mjs would build inside the timing.
    if (!(await isAppBuildCurrent())) await ensureAppBuild();
    const server = await startAppServer({
      script,
      dataDir,
      logFile: path.join(options.workDir, `start-${options.label}-${name}.log`),
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    if (server.log().includes('Building the app')) {
      await server.stop();
      throw new Error('npm start rebuilt the app during the measurement');
    }
    await sleep(options.earlyS * 1000);
    const earlyRss = await rssMb(server.pid);
    // V8 gives back the heap the start grew (its memory reducer runs after some seconds without work): what
    // an idle server keeps is read after that.
    await sleep(Math.max(0, options.idleS - options.earlyS) * 1000);
    const rss = await rssMb(server.pid);
    await server.stop();
    return { ms: server.startMs, earlyRss, rss };
  };

  try {
    const existingDir = path.join(options.workDir, `start-${options.label}-existing`);
    let existingUrl: string | undefined;
    for (let rep = 0; rep < options.reps; rep += 1) {
      // The first empty start also prepares the data (directory or database) the "existing" starts reuse.
      const emptyDir =
        rep === 0 ? existingDir : path.join(options.workDir, `start-${options.label}-empty-${rep}`);
      let emptyUrl: string | undefined;
      if (options.database) {
        const database = await options.database();
        scratch.push(database);
        emptyUrl = database.url;
        if (rep === 0) existingUrl = database.url;
      }
      const fresh = await startOnce(emptyDir, `empty-${rep}`, emptyUrl);
      runs.emptyMs.push(fresh.ms);
      runs.earlyRssAfterEmptyMb.push(fresh.earlyRss);
      runs.idleRssAfterEmptyMb.push(fresh.rss);
      const again = await startOnce(existingDir, `existing-${rep}`, existingUrl);
      runs.existingMs.push(again.ms);
      runs.earlyRssMb.push(again.earlyRss);
      runs.idleRssMb.push(again.rss);
      console.log(
        `bench: start ${options.label} ${rep + 1}: empty ${Math.round(fresh.ms)} ms (RSS ${Math.round(fresh.earlyRss)} MB, idle ${Math.round(fresh.rss)} MB), existing ${Math.round(again.ms)} ms (RSS ${Math.round(again.earlyRss)} MB, idle ${Math.round(again.rss)} MB)`,
      );
    }
  } finally {
    for (const database of scratch) await database.drop();
  }
  return {
    ...runs,
    median: {
      emptyMs: median(runs.emptyMs),
      existingMs: median(runs.existingMs),
      earlyRssAfterEmptyMb: median(runs.earlyRssAfterEmptyMb),
      earlyRssMb: median(runs.earlyRssMb),
      idleRssAfterEmptyMb: median(runs.idleRssAfterEmptyMb),
      idleRssMb: median(runs.idleRssMb),
    },
  };
}

export async function measureStart(options: {
  workDir: string;
  reps: number;
  earlyS: number;
  idleS: number;
}): Promise<StartResult> {
  const pglite = await startRuns({ label: 'pglite', ...options });
  const costs = importCosts(options.reps);
  try {
    const postgres = await startRuns({ label: 'postgres', ...options, database: createScratchDatabase });
    return { command: 'node scripts/start.mjs', pglite, postgres, importCosts: costs };
  } catch (error) {
    return {
      command: 'node scripts/start.mjs',
      pglite,
      postgresError: error instanceof Error ? error.message : String(error),
      importCosts: costs,
    };
  }
}
