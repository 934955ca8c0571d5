/**
 * `npm run bench`: measures the app (front end, API, database ceiling, streaming, start and memory, capacity),
 * writes bench/results/latest.json (ignored by git) and bench/REPORT.md (committed). `npm run bench -- --quick` is
 * the smoke run for CI: tiny durations, output in bench/results/quick/; it fails only when the harness breaks,
 * never on a timing. `--only capacity` (names from ONLY_STEPS, comma-separated) measures just those steps, into
 * bench/results/partial/: a partial run never overwrites the committed report. `--routes /login,/dashboard/profile`
 * (paths from bench/lib/pages.ts, comma-separated) limits Lighthouse to those pages; it too makes the run partial.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { LIGHTHOUSE_ROUTES, QUICK_LIGHTHOUSE_ROUTES } from './lib/pages';
import type { BenchResults, Settings } from './lib/results';
import { evaluateGoals } from './goals';
import { renderReport } from './report';
import { measureApi, type Backend } from './steps/api';
import { ROOT, buildClientManifest, bundleBenchServer, ensureAppBuild } from './steps/build';
import { measureBundles, sameChunks } from './steps/bundles';
import { measureCapacity } from './steps/capacity';
import { measureFrontEnd } from './steps/frontend';
import { measureStart } from './steps/start';

const isQuick = process.argv.includes('--quick');

/** What `--only` accepts: the steps after the build, which runs whenever one of them needs it. */
const ONLY_STEPS = ['bundles', 'start', 'lighthouse', 'api', 'capacity'] as const;
type OnlyStep = (typeof ONLY_STEPS)[number];

function onlySteps(): OnlyStep[] | undefined {
  const index = process.argv.indexOf('--only');
  if (index < 0) return undefined;
  const names = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(ONLY_STEPS as readonly string[]).includes(name));
  if (!names.length || unknown.length) {
    throw new Error(`--only takes step names separated by commas, from: ${ONLY_STEPS.join(', ')}`);
  }
  return names as OnlyStep[];
}

/** The pages `--routes` names, each one Lighthouse measures in a full run (undefined: all of them). */
function onlyRoutes(): string[] | undefined {
  const index = process.argv.indexOf('--routes');
  if (index < 0) return undefined;
  const routes = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = routes.filter((route) => !LIGHTHOUSE_ROUTES.includes(route));
  if (!routes.length || unknown.length) {
    throw new Error(`--routes takes paths separated by commas, from: ${LIGHTHOUSE_ROUTES.join(', ')}`);
  }
  return routes;
}

const only = onlySteps();
const routes = onlyRoutes();
/** A run that measures less than everything writes beside its JSON, never over the committed report. */
const isPartial = Boolean(only || routes);
const wants = (name: OnlyStep) => !only || only.includes(name);

const FULL: Settings = {
  api: {
    connections: 50,
    rounds: 3,
    durationS: 5,
    warmupS: 1,
    users: 100,
    ttftSamples: 200,
    ceilingDurationS: 3,
  },
  capacity: {
    chunkDelayMs: 25,
    maxConcurrency: 1024,
    durationS: 5,
    warmupS: 1,
    users: 100,
  },
  lighthouseRuns: 3,
  lighthouseRoutes: LIGHTHOUSE_ROUTES,
  startReps: 3,
  earlyS: 3,
  idleS: 20,
};

const QUICK: Settings = {
  api: {
    connections: 10,
    rounds: 1,
    durationS: 1,
    warmupS: 0,
    users: 3,
    ttftSamples: 5,
    ceilingDurationS: 0.5,
  },
  // Levels 1, 2 and 4: enough to check that the ramp, the pacing and the stream contract work.
  capacity: {
    chunkDelayMs: 25,
    maxConcurrency: 4,
    durationS: 1,
    warmupS: 0,
    users: 3,
  },
  lighthouseRuns: 1,
  lighthouseRoutes: QUICK_LIGHTHOUSE_ROUTES,
  startReps: 1,
  earlyS: 0.5,
  idleS: 1,
};

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function main() {
  process.chdir(ROOT);
  const base = isQuick ? QUICK : FULL;
  const settings: Settings = routes ? { ...base, lighthouseRoutes: routes } : base;
  // Quick and partial runs write beside their JSON, in folders git ignores.
  const scratchOut = isQuick ? 'bench/results/quick' : isPartial ? 'bench/results/partial' : undefined;
  const outDir = path.join(ROOT, scratchOut ?? 'bench/results');
  const reportFile = scratchOut ? path.join(outDir, 'REPORT.md') : path.join(ROOT, 'bench/REPORT.md');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-bench-'));
  const started = performance.now();

  const results: BenchResults = {
    mode: isQuick ? 'quick' : 'full',
    ...(only ? { only } : {}),
    ...(routes ? { routes } : {}),
    startedAt: new Date().toISOString(),
    totalSeconds: 0,
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      loadAverageAtStart: os.loadavg(),
      loadAverageAtEnd: [],
    },
    git: { commit: git(['rev-parse', 'HEAD']), isDirty: git(['status', '--porcelain']) !== '' },
    settings,
    api: {},
    capacity: {},
    stepSeconds: {},
    errors: [],
    goals: [],
  };

  /** Runs a step; a failure is recorded and the other steps still run. */
  async function step<T>(name: string, body: () => Promise<T>): Promise<T | undefined> {
    console.log(`bench: ── ${name}`);
    const t0 = performance.now();
    try {
      return await body();
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`bench: ${name} failed: ${message}`);
      results.errors.push({ step: name, message });
      return undefined;
    } finally {
      results.stepSeconds[name] = (performance.now() - t0) / 1000;
    }
  }

  try {
    const built = await step('build', async () => {
      const distClient = path.join(ROOT, 'dist/client');
      let manifestDir = distClient;
      // The bench server is bundled from the sources; these steps need dist/ (the API step for its pages).
      const needsApp = wants('bundles') || wants('start') || wants('lighthouse') || wants('api');
      if (needsApp) await ensureAppBuild();
      if (wants('bundles') && !existsSync(path.join(distClient, '.vite/manifest.json'))) {
        manifestDir = await buildClientManifest();
        // dist/ was built from other sources than the manifest (someone edited them since): build both again.
        if (!sameChunks(manifestDir, distClient)) {
          await ensureAppBuild({ force: true });
          manifestDir = await buildClientManifest();
        }
      }
      return { manifestDir, serverBundle: await bundleBenchServer() };
    });
    if (built) {
      if (wants('bundles')) {
        results.bundles = await step('bundles', async () => measureBundles(built.manifestDir));
      }
      if (wants('start')) {
        results.start = await step('start', () =>
          measureStart({
            workDir,
            reps: settings.startReps,
            earlyS: settings.earlyS,
            idleS: settings.idleS,
          }),
        );
      }
      if (wants('lighthouse')) {
        results.frontEnd = await step('lighthouse', () =>
          measureFrontEnd({ workDir, routes: settings.lighthouseRoutes, runs: settings.lighthouseRuns }),
        );
      }
      for (const failure of results.frontEnd?.failures ?? []) {
        results.errors.push({ step: 'lighthouse', message: failure });
      }
      for (const backend of ['pglite', 'postgres'] as Backend[]) {
        if (!wants('api')) break;
        const api = await step(`api-${backend}`, () =>
          measureApi({ backend, serverBundle: built.serverBundle, workDir, settings: settings.api }),
        );
        if (api) results.api[backend] = api;
      }
      for (const backend of ['pglite', 'postgres'] as Backend[]) {
        if (!wants('capacity')) break;
        const capacity = await step(`capacity-${backend}`, () =>
          measureCapacity({
            backend,
            serverBundle: built.serverBundle,
            workDir,
            settings: settings.capacity,
          }),
        );
        if (capacity) results.capacity[backend] = capacity;
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  results.totalSeconds = (performance.now() - started) / 1000;
  results.machine.loadAverageAtEnd = os.loadavg();
  results.goals = evaluateGoals(results);
  if (isQuick) {
    // The smoke run asserts that the harness works: every step ran and the load saw no failed request.
    for (const [backend, api] of Object.entries(results.api)) {
      if (api.errors.length) results.errors.push({ step: `api-${backend}`, message: api.errors.join('; ') });
    }
    for (const [backend, capacity] of Object.entries(results.capacity)) {
      if (capacity.errors.length) {
        results.errors.push({ step: `capacity-${backend}`, message: capacity.errors.join('; ') });
      }
    }
  }

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  // Formatted like every Markdown file of the repository, so `npm run lint` (prettier --check) stays clean.
  const markdown = renderReport(results);
  const prettierOptions = (await prettier.resolveConfig(reportFile)) ?? {};
  writeFileSync(reportFile, await prettier.format(markdown, { ...prettierOptions, filepath: reportFile }));

  const failed = results.goals.filter((g) => g.pass === false).length;
  const passed = results.goals.filter((g) => g.pass === true).length;
  console.log(
    `bench: ${Math.round(results.totalSeconds)} s; goals: ${passed} pass, ${failed} fail, ${results.goals.length - passed - failed} not measured; report: ${path.relative(ROOT, reportFile)}`,
  );
  if (results.errors.length) {
    console.error(
      `bench: ${results.errors.length} step(s) failed: ${results.errors.map((e) => e.step).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
