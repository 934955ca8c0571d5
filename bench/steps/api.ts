/**
 * Steps 2–4 for one database: HTTP throughput and latency (autocannon, loopback), the direct-driver UPDATE
 * ceiling, and the time to first token of a streamed caption. The server is bench/server/bench-server.ts: the
 * real app with a zero-latency model and a bare Hono route beside it as the reference, serving the built pages
 * (dist/client, dist/ssr) so that a signed-in page's server rendering is timed like the API routes.
 */
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { AI_TOOLS } from '../../src/shared/ai-tools';
import { openDatabase } from '../../src/server/db/client';
import { streamCaptions } from '../../src/server/integrations/ai/engine';
import { createOfflineEngine } from '../../src/server/integrations/ai/offline-engine';
import { systemClock } from '../../src/server/services/clock';
import { createCreditsService } from '../../src/server/services/credits';
import { startAppServer } from '../lib/app-server';
import { startCpuMeter, type CpuPerOperation } from '../lib/cpu';
import {
  closedLoop,
  loadCaptionStreams,
  loadHttp,
  timeCaptionStream,
  type HttpLoad,
  type LoadRun,
  type LoopRun,
} from '../lib/load';
import { createScratchDatabase, databaseLabel } from '../lib/postgres';
import { rssMb, sampleRss } from '../lib/processes';
import { median, percentiles, round, type Percentiles } from '../lib/stats';
import { countPgStatements } from '../lib/statement-counter';
import { createVerifiedUsers } from '../lib/users';
import { PAGE_PATHS } from '../../src/shared/routes';
import { ROOT } from './build';

export type Backend = 'pglite' | 'postgres';

export type ApiSettings = {
  connections: number;
  rounds: number;
  durationS: number;
  warmupS: number;
  users: number;
  ttftSamples: number;
  ceilingDurationS: number;
};

/** The description every caption request sends (a typical one-line brief). */
export const CAPTION_DESCRIPTION =
  'Launching our new reusable water bottle on Instagram this Friday, eco-friendly';
/** Enough credits that no run can spend them all. */
const TOP_UP_CREDITS = 1_000_000_000;
/** The app's PostgreSQL pool size (openDatabase's default), used for the driver ceiling too. */
const POOL_SIZE = 10;

export const HTTP_SCENARIOS = [
  'bare',
  'oneQuery',
  'credits',
  'dashboardPage',
  'captionsOneUser',
  'captionsManyUsers',
] as const;
export type HttpScenario = (typeof HTTP_SCENARIOS)[number];
/** The scenarios answered with a stream, loaded by a client that reads each stream to its end. */
const STREAMED_SCENARIOS: ReadonlySet<HttpScenario> = new Set(['captionsOneUser', 'captionsManyUsers']);
export const CEILING_SCENARIOS = [
  'updateOneRow',
  'updateManyRows',
  'spendOneUser',
  'spendManyUsers',
] as const;
export type CeilingScenario = (typeof CEILING_SCENARIOS)[number];

export type Summary = { rps: number; p50: number; p90: number; p99: number; runs: number };

export type ApiResult = {
  backend: Backend;
  database: string;
  users: number;
  http: Record<
    HttpScenario,
    {
      runs: LoadRun[];
      median: Summary;
      ratioToBare: number;
      /** Throughput over the one-query route's, the least any route that reads the database costs. */
      ratioToOneQuery: number;
      cpuPerRequest: CpuPerOperation;
    }
  >;
  /** `GET /api/credits` with one connection: latency without queueing. */
  creditsUnloaded: { p50: number; p99: number };
  /** The bare route with one connection, for comparison. */
  bareUnloaded: { p50: number; p99: number };
  /** SQL statements the pg driver sent per request (BEGIN/COMMIT included); PostgreSQL only. */
  statementsPerRequest?: { credits: number; dashboardPage: number; captions: number; spendCredits: number };
  ceiling: Record<CeilingScenario, { runs: LoopRun[]; median: Summary; cpuPerOperation: CpuPerOperation }>;
  /** HTTP spend throughput over the direct UPDATE of the same rows (one user: one row; many: many rows). */
  spendToCeiling: { oneUser: number; manyUsers: number };
  streaming: {
    samples: number;
    startMs: Percentiles;
    firstTokenMs: Percentiles;
    /** The offline engine's own time to its first chunk, in-process: what a zero-latency model still costs. */
    modelFirstChunkMs: number;
    /** First token minus the model's own time: what the server adds. */
    serverAddedMs: { p50: number; p99: number };
    deltasPerAnswer: number;
  };
  rssMb: { idle: number; loadMedian: number; loadMax: number };
  errors: string[];
};

function summarize(runs: { rps?: number; opsPerSec?: number; latencyMs: Percentiles }[]): Summary {
  return {
    rps: median(runs.map((r) => r.rps ?? r.opsPerSec ?? Number.NaN)),
    p50: median(runs.map((r) => r.latencyMs.p50)),
    p90: median(runs.map((r) => r.latencyMs.p90)),
    p99: median(runs.map((r) => r.latencyMs.p99)),
    runs: runs.length,
  };
}

/** Each side's median over the rounds. */
function medianCpu(runs: CpuPerOperation[]): CpuPerOperation {
  return {
    serverMs: median(runs.map((r) => r.serverMs)),
    databaseMs: median(runs.map((r) => r.databaseMs)),
    clientMs: median(runs.map((r) => r.clientMs)),
  };
}

function log(message: string) {
  console.log(`bench: ${message}`);
}

/** What the offline engine needs to produce its first chunk, measured in this process. */
async function modelFirstChunkMs(samples: number): Promise<number> {
  const engine = createOfflineEngine({ timeoutMs: 60_000, chunkDelayMs: 0 });
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const t0 = performance.now();
    const stream = streamCaptions(engine, { description: CAPTION_DESCRIPTION }, new AbortController().signal);
    const iterator = stream.text[Symbol.asyncIterator]();
    await iterator.next();
    times.push(performance.now() - t0);
    await iterator.return?.();
  }
  return median(times);
}

export async function measureApi(options: {
  backend: Backend;
  serverBundle: string;
  workDir: string;
  settings: ApiSettings;
}): Promise<ApiResult> {
  const { backend, settings } = options;
  const errors: string[] = [];
  const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
  const dataDir = path.join(options.workDir, `api-${backend}`);
  try {
    const database = await databaseLabel(scratch);
    const serverOptions = {
      script: options.serverBundle,
      dataDir,
      logFile: path.join(options.workDir, `api-${backend}.log`),
      ...(scratch ? { databaseUrl: scratch.url } : {}),
      env: { BENCH_CLIENT_DIR: path.join(ROOT, 'dist/client') },
    };
    // A first start creates and migrates the database; the measured server starts on existing data, as a
    // server normally does (PGlite's cluster creation leaves hundreds of MB in the RSS of that first process).
    await (await startAppServer(serverOptions)).stop();
    const server = await startAppServer(serverOptions);
    let creditRows: { id: string; userId: string }[] = [];
    let result: Omit<ApiResult, 'ceiling' | 'spendToCeiling'>;
    try {
      log(`${backend}: server up in ${Math.round(server.startMs)} ms; creating ${settings.users} users`);
      const usersStarted = performance.now();
      const users = await createVerifiedUsers(
        { origin: server.origin, appUrl: server.appUrl },
        settings.users,
      );
      log(
        `${backend}: users signed up, confirmed and signed in in ${Math.round(performance.now() - usersStarted)} ms`,
      );
      const topUp = await fetch(`${server.origin}/__bench/top-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emails: users.map((u) => u.email), credits: TOP_UP_CREDITS }),
      });
      if (!topUp.ok) throw new Error(`top-up failed: HTTP ${topUp.status}`);
      creditRows = ((await topUp.json()) as { rows: { id: string; userId: string }[] }).rows;
      if (creditRows.length !== users.length) throw new Error('top-up did not reach every user');
      // The same order as `users`, so row 0 is the one-user scenario's row.
      creditRows.sort(
        (a, b) =>
          users.findIndex((u) => u.userId === a.userId) - users.findIndex((u) => u.userId === b.userId),
      );

      const one = users[0]!;
      const json = { 'content-type': 'application/json', origin: server.appUrl };
      const captionBody = JSON.stringify({ description: CAPTION_DESCRIPTION });
      const loads: Record<HttpScenario, HttpLoad> = {
        bare: { url: `${server.origin}/__bench/bare` },
        oneQuery: { url: `${server.origin}/__bench/one-query` },
        credits: { url: `${server.origin}/api/credits`, headers: { cookie: one.cookie } },
        // Compressed as for a browser, which always asks: compressing the page is part of serving it.
        dashboardPage: {
          url: `${server.origin}${PAGE_PATHS.dashboard}`,
          headers: { cookie: one.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
        },
        captionsOneUser: {
          url: `${server.origin}/api/captions`,
          method: 'POST',
          headers: { ...json, cookie: one.cookie },
          body: captionBody,
        },
        captionsManyUsers: {
          url: `${server.origin}/api/captions`,
          method: 'POST',
          headers: json,
          body: captionBody,
          cookies: users.map((u) => u.cookie),
        },
      };

      // The contract holds before anything is timed: a stream with start, deltas and done.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const streamHeaders = { ...json, cookie: users[users.length > 1 ? 1 : 0]!.cookie };
      await timeCaptionStream(agent, loads.captionsOneUser.url, streamHeaders, captionBody);
      const credits = await fetch(loads.credits.url, { headers: { cookie: one.cookie } });
      if (!credits.ok) throw new Error(`GET /api/credits: HTTP ${credits.status}`);
      const page = await fetch(loads.dashboardPage.url, {
        headers: { cookie: one.cookie },
        redirect: 'manual',
      });
      // The empty shell (no server renderer in dist/, or rendering failed) would time a static file instead.
      if (page.status !== 200 || (await page.text()).includes('<div id="root"></div>')) {
        throw new Error(
          `GET ${PAGE_PATHS.dashboard}: HTTP ${page.status}, not a page rendered on the server`,
        );
      }

      const statementsPerRequest =
        backend === 'postgres'
          ? {
              credits: await countStatements(server.origin, 20, () =>
                fetch(loads.credits.url, { headers: { cookie: one.cookie } }).then((r) => r.arrayBuffer()),
              ),
              dashboardPage: await countStatements(server.origin, 20, () =>
                fetch(loads.dashboardPage.url, { headers: { cookie: one.cookie } }).then((r) =>
                  r.arrayBuffer(),
                ),
              ),
              spendCredits: Number.NaN,
              captions: await countStatements(server.origin, 20, () =>
                timeCaptionStream(agent, loads.captionsOneUser.url, streamHeaders, captionBody),
              ),
            }
          : undefined;

      await sleep(1_000);
      const idleRss = await rssMb(server.pid);
      const rss = sampleRss(server.pid);
      const runs = Object.fromEntries(HTTP_SCENARIOS.map((s) => [s, [] as LoadRun[]])) as Record<
        HttpScenario,
        LoadRun[]
      >;
      const cpuRuns = Object.fromEntries(HTTP_SCENARIOS.map((s) => [s, [] as CpuPerOperation[]])) as Record<
        HttpScenario,
        CpuPerOperation[]
      >;
      // Rounds over all scenarios: every ratio compares runs made minutes apart at most, never hours.
      for (let round = 0; round < settings.rounds; round += 1) {
        for (const scenario of HTTP_SCENARIOS) {
          const { connections, durationS, warmupS } = settings;
          const meterCpu = () => startCpuMeter({ serverPid: server.pid, postgres: backend === 'postgres' });
          let run: LoadRun;
          if (STREAMED_SCENARIOS.has(scenario)) {
            let cpu: ReturnType<typeof meterCpu> | undefined;
            const streams = await loadCaptionStreams(loads[scenario], {
              connections,
              durationS,
              warmupS,
              onWindowOpen: () => (cpu = meterCpu()),
            });
            run = streams;
            cpuRuns[scenario].push(cpu!.perOperation(streams.endedSinceWindowOpened));
          } else {
            if (warmupS > 0) await loadHttp(loads[scenario], { connections, durationS: warmupS });
            const cpu = meterCpu();
            run = await loadHttp(loads[scenario], { connections, durationS });
            cpuRuns[scenario].push(cpu.perOperation(run.ok + run.non2xx));
          }
          runs[scenario].push(run);
          log(
            `${backend} round ${round + 1} ${scenario}: ${Math.round(run.rps)} req/s, p50 ${round2(run.latencyMs.p50)} ms, p99 ${round2(run.latencyMs.p99)} ms` +
              (run.non2xx || run.errors ? ` (${run.non2xx} non-2xx, ${run.errors} errors)` : ''),
          );
          if (run.non2xx || run.errors || run.ok === 0) {
            errors.push(`${scenario}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.ok} ok`);
          }
        }
      }
      const loadRss = await rss.stop();

      const oneConnection = { connections: 1, durationS: Math.max(1, settings.durationS / 2) };
      const bareUnloaded = await loadHttp(loads.bare, oneConnection);
      const unloaded = await loadHttp(loads.credits, oneConnection);

      const timings = [];
      for (let i = 0; i < settings.ttftSamples; i += 1) {
        timings.push(await timeCaptionStream(agent, loads.captionsOneUser.url, streamHeaders, captionBody));
      }
      agent.destroy();
      const modelMs = await modelFirstChunkMs(Math.max(20, settings.ttftSamples));
      const firstToken = percentiles(timings.map((t) => t.firstDeltaMs));

      const bareByRound = runs.bare.map((r) => r.rps);
      const oneQueryByRound = runs.oneQuery.map((r) => r.rps);
      const httpResults = Object.fromEntries(
        HTTP_SCENARIOS.map((scenario) => [
          scenario,
          {
            runs: runs[scenario],
            median: summarize(runs[scenario]),
            // Each round's ratio against the reference of the same round, then the median.
            ratioToBare: median(runs[scenario].map((r, i) => r.rps / bareByRound[i]!)),
            ratioToOneQuery: median(runs[scenario].map((r, i) => r.rps / oneQueryByRound[i]!)),
            cpuPerRequest: medianCpu(cpuRuns[scenario]),
          },
        ]),
      ) as ApiResult['http'];

      result = {
        backend,
        database,
        users: users.length,
        http: httpResults,
        creditsUnloaded: { p50: unloaded.latencyMs.p50, p99: unloaded.latencyMs.p99 },
        bareUnloaded: { p50: bareUnloaded.latencyMs.p50, p99: bareUnloaded.latencyMs.p99 },
        ...(statementsPerRequest ? { statementsPerRequest } : {}),
        streaming: {
          samples: timings.length,
          startMs: percentiles(timings.map((t) => t.startMs)),
          firstTokenMs: firstToken,
          modelFirstChunkMs: modelMs,
          serverAddedMs: { p50: firstToken.p50 - modelMs, p99: firstToken.p99 - modelMs },
          deltasPerAnswer: median(timings.map((t) => t.deltas)),
        },
        rssMb: {
          idle: idleRss,
          loadMedian: median(loadRss),
          loadMax: loadRss.length ? Math.max(...loadRss) : Number.NaN,
        },
        errors,
      };
    } finally {
      await server.stop();
    }

    log(`${backend}: direct driver ceiling`);
    const { ceiling, spendStatements } = await measureCeiling({
      backend,
      dataDir,
      url: scratch?.url,
      rows: creditRows,
      settings,
    });
    if (result.statementsPerRequest && spendStatements !== undefined) {
      result.statementsPerRequest.spendCredits = spendStatements;
    }
    const spendToCeiling = {
      oneUser: result.http.captionsOneUser.median.rps / ceiling.updateOneRow.median.rps,
      manyUsers: result.http.captionsManyUsers.median.rps / ceiling.updateManyRows.median.rps,
    };
    return { ...result, ceiling, spendToCeiling };
  } finally {
    await scratch?.drop();
  }
}

/** Statements per call of `request`, averaged over `count` sequential calls. */
async function countStatements(
  origin: string,
  count: number,
  request: () => Promise<unknown>,
): Promise<number> {
  const read = async () =>
    ((await (await fetch(`${origin}/__bench/statements`)).json()) as { count: number }).count;
  const before = await read();
  for (let i = 0; i < count; i += 1) await request();
  return ((await read()) - before) / count;
}

function round2(value: number) {
  return round(value, 2);
}

/**
 * Step 3: the spend's single-row UPDATE (as spendCredits issues it for a paid credit) straight through the
 * driver, `connections` callers at a time, on one row and spread over every user's row: the most the database
 * can do. Then spendCredits() itself, in-process with no HTTP, to tell the transaction's cost from HTTP's.
 * Runs after the server stopped: PGlite allows one process per data directory.
 */
async function measureCeiling(options: {
  backend: Backend;
  dataDir: string;
  url: string | undefined;
  rows: { id: string; userId: string }[];
  settings: ApiSettings;
}): Promise<{ ceiling: ApiResult['ceiling']; spendStatements: number | undefined }> {
  const { rows, settings } = options;
  const updateSql = 'UPDATE user_credits SET used_credits = used_credits + $1, updated_at = $2 WHERE id = $3';
  let query: (text: string, params: unknown[]) => Promise<unknown>;
  let close: () => Promise<void>;
  let pglite: PGlite | undefined;
  if (options.backend === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    // Dropping the database ends any connection still open; that must not crash the run.
    pool.on('error', () => undefined);
    query = (text, params) => pool.query(text, params);
    close = () => pool.end();
  } else {
    pglite = await PGlite.create(path.join(options.dataDir, 'db'));
    query = (text, params) => pglite!.query(text, params);
    close = () => pglite!.close();
  }
  const handle =
    options.backend === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: options.url!, maxConnections: POOL_SIZE })
      : await openDatabase({ kind: 'pglite', instance: pglite! });
  const credits = createCreditsService({ db: handle.db, clock: systemClock, timeZone: 'UTC' });
  let spendCounter = 0;
  const spend = (userId: string) =>
    credits.spendCredits({
      userId,
      feature: AI_TOOLS.caption.id,
      cost: 1,
      requestId: `bench-ceiling:${process.pid}:${spendCounter++}`,
    });
  const operations: Record<CeilingScenario, (i: number) => Promise<unknown>> = {
    updateOneRow: () => query(updateSql, [1, new Date(), rows[0]!.id]),
    updateManyRows: (i) => query(updateSql, [1, new Date(), rows[i % rows.length]!.id]),
    spendOneUser: () => spend(rows[0]!.userId),
    spendManyUsers: (i) => spend(rows[i % rows.length]!.userId),
  };
  const runs = Object.fromEntries(CEILING_SCENARIOS.map((s) => [s, [] as LoopRun[]])) as Record<
    CeilingScenario,
    LoopRun[]
  >;
  const cpuRuns = Object.fromEntries(CEILING_SCENARIOS.map((s) => [s, [] as CpuPerOperation[]])) as Record<
    CeilingScenario,
    CpuPerOperation[]
  >;
  let spendStatements: number | undefined;
  try {
    if (options.backend === 'postgres') {
      const counter = countPgStatements();
      const before = counter.count();
      for (let i = 0; i < 10; i += 1) await spend(rows[0]!.userId);
      spendStatements = (counter.count() - before) / 10;
    }
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const scenario of CEILING_SCENARIOS) {
        const cpu = startCpuMeter({ postgres: options.backend === 'postgres' });
        const run = await closedLoop(operations[scenario], {
          concurrency: settings.connections,
          durationS: settings.ceilingDurationS,
        });
        runs[scenario].push(run);
        cpuRuns[scenario].push(cpu.perOperation(run.ops));
        log(`${options.backend} round ${round + 1} ${scenario}: ${Math.round(run.opsPerSec)} ops/s`);
      }
    }
  } finally {
    // PGlite: one instance serves the driver and drizzle, closed once.
    if (options.backend === 'postgres') await handle.close();
    await close();
  }
  const ceiling = Object.fromEntries(
    CEILING_SCENARIOS.map((scenario) => [
      scenario,
      {
        runs: runs[scenario],
        median: summarize(runs[scenario]),
        cpuPerOperation: medianCpu(cpuRuns[scenario]),
      },
    ]),
  ) as ApiResult['ceiling'];
  return { ceiling, spendStatements };
}
