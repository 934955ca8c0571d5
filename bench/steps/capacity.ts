/**
 * Step 6 for one database: how many streamed answers one instance holds at once before answers slow down. A real
 * model takes about a second per answer, mostly waiting, so the server's own work per answer is spread over that
 * second and many answers are in flight together. The bench server paces the offline engine for this step
 * (BENCH_AI_CHUNK_DELAY_MS); closed loops at C = 1, 2, 4, … each send `POST /api/captions` and read the whole NDJSON
 * stream. The capacity is the largest C whose median answer time stays within twice the median at C = 1.
 */
import http from 'node:http';
import path from 'node:path';
import { startAppServer } from '../lib/app-server';
import { startCpuMeter, startMachineMeter, type CpuPerOperation } from '../lib/cpu';
import { timeCaptionStream, windowedClosedLoop, type StreamTiming } from '../lib/load';
import { createScratchDatabase, databaseLabel } from '../lib/postgres';
import { sampleRss } from '../lib/processes';
import { percentiles, round, type Percentiles } from '../lib/stats';
import { createVerifiedUsers, topUpCredits } from '../lib/users';
import { CAPTION_DESCRIPTION, type Backend } from './api';

export type CapacitySettings = {
  /**
   * The offline engine's pause before each chunk. A caption answer has ~36 chunks, so 25 ms makes an answer of
   * about 0.9 s, the pace of a hosted model streaming a few short captions.
   */
  chunkDelayMs: number;
  /** Levels double from 1 up to this one. */
  maxConcurrency: number;
  /** Measured seconds per level, after `warmupS` of the same load (it opens the connections and warms the JIT). */
  durationS: number;
  warmupS: number;
  /** Signed-in users the loops are spread over (loop i streams as user i modulo this). */
  users: number;
};

export type CapacityLevel = {
  concurrency: number;
  /** Answers started in the window that streamed to their end. */
  answers: number;
  answersPerSec: number;
  /** From sending the request to the end of the stream. */
  answerMs: Percentiles;
  firstTokenMs: Percentiles;
  errors: number;
  /** The first failure's message, when any failed. */
  firstError?: string;
  /** CPU per answer by side, from the window's start until its last answer ended. */
  cpuPerAnswer: CpuPerOperation;
  /** The server process's CPU over that time, in % of one core: the app's JavaScript runs on one. */
  serverCpuPct: number;
  /** The whole machine's busy share over that time, in % of all cores, whoever used them. */
  machineBusyPct: number;
  /** The server's largest RSS during the level. */
  rssMaxMb: number;
};

export type CapacityResult = {
  backend: Backend;
  database: string;
  users: number;
  chunkDelayMs: number;
  levels: CapacityLevel[];
  /** The largest C whose p50 answer time was at most LATENCY_FACTOR × the p50 at C = 1, without errors; 0 if none. */
  capacity: number;
  /** Why the ramp stopped: the median more than doubled, answers failed, or the last level held. */
  stoppedBy: 'latency' | 'errors' | 'maximum';
  /** Failed answers, one line per level that had any. */
  errors: string[];
};

/** "Answers slow down" means: the median answer takes more than twice as long as alone. */
export const LATENCY_FACTOR = 2;
/** Enough credits that no ramp can spend them all. */
const TOP_UP_CREDITS = 1_000_000_000;

function log(message: string) {
  console.log(`bench: ${message}`);
}

/** 1, 2, 4, … up to `max` (and `max` itself when it is no power of two). */
export function concurrencyLevels(max: number): number[] {
  const levels: number[] = [];
  for (let c = 1; c < max; c *= 2) levels.push(c);
  levels.push(Math.max(1, max));
  return levels;
}

export async function measureCapacity(options: {
  backend: Backend;
  serverBundle: string;
  workDir: string;
  settings: CapacitySettings;
}): Promise<CapacityResult> {
  const { backend, settings } = options;
  const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
  try {
    const database = await databaseLabel(scratch);
    const serverOptions = {
      script: options.serverBundle,
      dataDir: path.join(options.workDir, `capacity-${backend}`),
      logFile: path.join(options.workDir, `capacity-${backend}.log`),
      env: { BENCH_AI_CHUNK_DELAY_MS: String(settings.chunkDelayMs) },
      ...(scratch ? { databaseUrl: scratch.url } : {}),
    };
    // As in the API step: the measured server starts on a database that a first start created and migrated.
    await (await startAppServer(serverOptions)).stop();
    const server = await startAppServer(serverOptions);
    try {
      const users = await createVerifiedUsers(
        { origin: server.origin, appUrl: server.appUrl },
        settings.users,
      );
      await topUpCredits(server.origin, users, TOP_UP_CREDITS);
      const url = `${server.origin}/api/captions`;
      const body = JSON.stringify({ description: CAPTION_DESCRIPTION });
      const headersOf = users.map((u) => ({
        'content-type': 'application/json',
        origin: server.appUrl,
        cookie: u.cookie,
      }));

      const levels: CapacityLevel[] = [];
      let stoppedBy: CapacityResult['stoppedBy'] = 'maximum';
      for (const concurrency of concurrencyLevels(settings.maxConcurrency)) {
        // One pooled agent per level, a socket per loop: the client stays as cheap as it can, since on loopback
        // it shares the machine's cores with the server.
        const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
        let cpu: ReturnType<typeof startCpuMeter> | undefined;
        let machine: ReturnType<typeof startMachineMeter> | undefined;
        let windowOpenedAt = 0;
        const rss = sampleRss(server.pid);
        const run = await windowedClosedLoop<StreamTiming>(
          (caller) => timeCaptionStream(agent, url, headersOf[caller % users.length]!, body),
          {
            concurrency,
            warmupS: settings.warmupS,
            durationS: settings.durationS,
            onWindowOpen: () => {
              cpu = startCpuMeter({ serverPid: server.pid, postgres: backend === 'postgres' });
              machine = startMachineMeter();
              windowOpenedAt = performance.now();
            },
          },
        );
        const elapsedMs = performance.now() - windowOpenedAt;
        const cpuTotal = cpu!.perOperation(1);
        const rssSamples = await rss.stop();
        agent.destroy();
        const ended = run.endedSinceWindowOpened;
        const level: CapacityLevel = {
          concurrency,
          answers: run.results.length,
          answersPerSec: run.results.length / run.windowS,
          answerMs: percentiles(run.results.map((t) => t.totalMs)),
          firstTokenMs: percentiles(run.results.map((t) => t.firstDeltaMs)),
          errors: run.errors.length,
          ...(run.errors.length ? { firstError: run.errors[0] } : {}),
          cpuPerAnswer: {
            serverMs: cpuTotal.serverMs / ended,
            databaseMs: cpuTotal.databaseMs / ended,
            clientMs: cpuTotal.clientMs / ended,
          },
          serverCpuPct: (cpuTotal.serverMs / elapsedMs) * 100,
          machineBusyPct: machine!.busyPct(),
          rssMaxMb: rssSamples.length ? Math.max(...rssSamples) : Number.NaN,
        };
        levels.push(level);
        log(
          `${backend} capacity C=${concurrency}: ${round(level.answersPerSec, 1)} answers/s, p50 ${Math.round(level.answerMs.p50)} ms, p99 ${Math.round(level.answerMs.p99)} ms, first token p50 ${round(level.firstTokenMs.p50, 1)} ms, server CPU ${Math.round(level.serverCpuPct)} %, machine busy ${Math.round(level.machineBusyPct)} %` +
            (level.errors ? `, ${level.errors} failed: ${level.firstError}` : ''),
        );
        if (level.errors > 0 || level.answers === 0) {
          stoppedBy = 'errors';
          break;
        }
        if (level.answerMs.p50 > LATENCY_FACTOR * levels[0]!.answerMs.p50) {
          stoppedBy = 'latency';
          break;
        }
      }
      return {
        backend,
        database,
        users: users.length,
        chunkDelayMs: settings.chunkDelayMs,
        levels,
        capacity: capacityOf(levels),
        stoppedBy,
        errors: levels
          .filter((l) => l.errors > 0 || l.answers === 0)
          .map((l) =>
            l.errors
              ? `C=${l.concurrency}: ${l.errors} failed, first: ${l.firstError}`
              : `C=${l.concurrency}: no answer ended`,
          ),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
  }
}

/** The largest level that had no failure and whose p50 stayed within LATENCY_FACTOR × the p50 at C = 1. */
export function capacityOf(levels: readonly CapacityLevel[]): number {
  const base = levels[0];
  if (!base || base.errors > 0 || base.answers === 0) return 0;
  let capacity = 0;
  for (const level of levels) {
    if (level.errors > 0 || level.answers === 0) break;
    if (level.answerMs.p50 > LATENCY_FACTOR * base.answerMs.p50) break;
    capacity = level.concurrency;
  }
  return capacity;
}
